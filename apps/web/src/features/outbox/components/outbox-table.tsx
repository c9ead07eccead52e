import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState, type ReactNode } from 'react';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { TablePager } from '../../../components/ui/table-pager';
import { formatDateTime as formatDate } from '../../../lib/format-date';

export const OUTBOX_PAGE_SIZES = [10, 25, 50, 100];

/** '11-24-26 1:05 PM' (spec 1 §9) in the viewer's time zone; '—' for none. */
export const formatDateTime = (iso: string | null) => (iso ? formatDate(iso) : '—');

const STATUS_COLOR = {
  sent: 'success',
  stored: 'info',
  pending: 'warning',
  sending: 'info',
  failed: 'error',
  dead: 'error',
} as const;

/** A delivery status as a chip: stored = kept in the outbox (no mail/SMS server configured). */
export function StatusChip({ status }: { status: keyof typeof STATUS_COLOR }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={status} />;
}

export type OutboxColumn<T> = { id: string; label: string; render: (row: T) => ReactNode };

export type OutboxTableProps<T> = {
  'aria-label': string;
  rows: readonly T[];
  columns: readonly OutboxColumn<T>[];
  getRowKey: (row: T) => string;
  /** What the expand button shows below the row (the message body). */
  renderDetail: (row: T) => ReactNode;
  /** Names the row for the expand button, e.g. the subject. */
  getRowName: (row: T) => string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  emptyText: string;
};

/** A server-paged, newest-first list whose rows expand to show the whole message. */
export function OutboxTable<T>({
  'aria-label': ariaLabel,
  rows,
  columns,
  getRowKey,
  renderDetail,
  getRowName,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  emptyText,
}: OutboxTableProps<T>) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (
    <Paper variant="outlined">
      <TableScrollRegion label={ariaLabel}>
        <Table size="small" aria-label={ariaLabel}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <VisuallyHidden>Body</VisuallyHidden>
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.id}>{c.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                    {emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const key = getRowKey(row);
              const isOpen = openKey === key;
              return (
                <Fragment key={key}>
                  <TableRow hover sx={{ '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}>
                    <TableCell padding="checkbox" sx={{ verticalAlign: 'top' }}>
                      <IconButton
                        size="small"
                        aria-expanded={isOpen}
                        aria-label={`${isOpen ? 'Hide' : 'Show'} body of ${getRowName(row)}`}
                        onClick={() => setOpenKey(isOpen ? null : key)}
                      >
                        {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                      </IconButton>
                    </TableCell>
                    {columns.map((c) => (
                      <TableCell key={c.id} sx={{ verticalAlign: 'top' }}>
                        {c.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                  {isOpen && (
                    <TableRow>
                      <TableCell colSpan={columns.length + 1}>
                        {/* On a phone the table scrolls sideways; the body stays in view. */}
                        <Box
                          sx={{
                            py: 0.5,
                            px: { xs: 0, sm: 6 },
                            position: 'sticky',
                            left: 0,
                            maxWidth: { xs: 'calc(100vw - 80px)', md: 'none' },
                          }}
                        >
                          {renderDetail(row)}
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableScrollRegion>
      <TablePager
        count={total}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={OUTBOX_PAGE_SIZES}
        onPageChange={(p) => onPageChange(p + 1)}
        onRowsPerPageChange={onPageSizeChange}
      />
    </Paper>
  );
}

/** The message body as sent (plain text, line breaks kept). */
export function MessageBody({ text }: { text: string }) {
  return (
    <Typography
      component="pre"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
    >
      {text}
    </Typography>
  );
}
