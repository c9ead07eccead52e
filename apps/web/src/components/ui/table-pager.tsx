import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { formatNumber } from '../../lib/format-number';

type TablePagerProps = {
  /** Rows in all. */
  count: number;
  /** The page shown, from 0. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
};

/**
 * A table's paging row, as MUI's TablePagination lays it out: rows per page, "1–25 of 1,234",
 * previous and next. Not TablePagination itself: its module makes an Intl.NumberFormat when
 * evaluated, and MUI's screens chunk (every signed-in page) evaluates it (decision 0078).
 */
export function TablePager({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
}: TablePagerProps) {
  const labelId = useId();
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const isLastPage = page >= Math.ceil(count / rowsPerPage) - 1;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        // On a phone the range and the arrows go under the size, right-aligned, when the row is
        // too narrow for all of it ("1–25 of 1,234"); wider, one row as TablePagination lays it.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        justifyContent: 'flex-end',
        minHeight: 52,
        pl: 2,
        pr: '2px',
        typography: 'body2',
      }}
    >
      <Box sx={{ flex: '1 1 0', display: { xs: 'none', sm: 'block' } }} />
      <Box component="p" id={labelId} sx={{ m: 0, flexShrink: 0 }}>
        Rows per page:
      </Box>
      <Select
        labelId={labelId}
        value={rowsPerPage}
        onChange={(event) => onRowsPerPageChange(Number(event.target.value))}
        input={<InputBase />}
        sx={{
          flexShrink: 0,
          ml: 1,
          mr: { xs: 2, sm: 4 },
          font: 'inherit',
          '& .MuiSelect-select': { pl: 1, pr: 3, textAlign: 'right' },
        }}
      >
        {rowsPerPageOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
      <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center' }}>
        <Box component="p" sx={{ m: 0 }}>
          {`${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(count)}`}
        </Box>
        <Box sx={{ ml: { xs: 1, sm: 2.5 }, display: 'flex' }}>
          <IconButton
            color="inherit"
            aria-label="Go to previous page"
            disabled={page === 0}
            onClick={() => onPageChange(page - 1)}
          >
            <KeyboardArrowLeft />
          </IconButton>
          <IconButton
            color="inherit"
            aria-label="Go to next page"
            disabled={isLastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <KeyboardArrowRight />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
