import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { TableScrollRegion } from './table-scroll-region';
import { TablePager } from './table-pager';
import { sortRows, type SortValue } from './sort-rows';
import { ROWS_PER_PAGE_OPTIONS, useTableView } from './use-table-view';

export type DataTableColumn<T> = {
  id: string;
  label: string;
  align?: 'left' | 'right' | 'center';
  /** The column sorts by this value when given. */
  sortValue?: (row: T) => SortValue;
  render: (row: T) => ReactNode;
  width?: number | string;
  /** Keeps a column readable when the table is crowded (e.g. names). */
  minWidth?: number;
};

type DataTableProps<T> = {
  'aria-label': string;
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowKey: (row: T) => string;
  /** The column sorted by when the URL names none (ascending). */
  defaultSortBy: string;
  /** Buttons at the end of each row (edit, delete…). */
  actions?: (row: T) => ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
};

/**
 * A list of catalogue items: sortable columns and pages of 20 (both in the URL). The catalogue
 * API returns whole lists, so sorting and paging happen here; hundreds of rows stay smooth.
 */
export function DataTable<T>({
  'aria-label': ariaLabel,
  rows,
  columns,
  getRowKey,
  defaultSortBy,
  actions,
  emptyTitle,
  emptyDescription,
}: DataTableProps<T>) {
  const sortable = columns.filter((column) => column.sortValue).map((column) => column.id);
  const { view, sortBy, setPage, setRowsPerPage } = useTableView(defaultSortBy, sortable);
  const sortColumn = columns.find((column) => column.id === view.sortBy);
  const sorted = sortColumn?.sortValue
    ? sortRows(rows, sortColumn.sortValue, view.direction)
    : [...rows];
  const lastPage = Math.max(0, Math.ceil(sorted.length / view.rowsPerPage) - 1);
  const page = Math.min(view.page, lastPage);
  const visible = sorted.slice(page * view.rowsPerPage, (page + 1) * view.rowsPerPage);

  return (
    <Paper variant="outlined">
      <TableScrollRegion label={ariaLabel}>
        <Table size="small" aria-label={ariaLabel}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={{ width: column.width, minWidth: column.minWidth, fontWeight: 600 }}
                  sortDirection={view.sortBy === column.id ? view.direction : false}
                >
                  {column.sortValue ? (
                    <TableSortLabel
                      active={view.sortBy === column.id}
                      direction={view.sortBy === column.id ? view.direction : 'asc'}
                      onClick={() => sortBy(column.id)}
                    >
                      {column.label}
                      {view.sortBy === column.id && (
                        <Box component="span" sx={visuallyHidden}>
                          {view.direction === 'desc' ? 'sorted descending' : 'sorted ascending'}
                        </Box>
                      )}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ width: 96, position: 'relative' }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={getRowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollRegion>
      {rows.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <TablePager
          count={sorted.length}
          page={page}
          rowsPerPage={view.rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={setPage}
          onRowsPerPageChange={setRowsPerPage}
        />
      )}
    </Paper>
  );
}
