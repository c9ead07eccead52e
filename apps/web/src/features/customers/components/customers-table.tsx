import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { CUSTOMER_PAGE_SIZES, type Customer } from '@pb/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { TablePager } from '../../../components/ui/table-pager';
import { useIsPhone } from '../../../lib/use-is-phone';
import { CustomerCards } from './customer-cards';
import { addressOf, customerName } from './customer-name';
import { PersonName, UserText } from '../../../components/ui/user-text';

type CustomersTableProps = {
  customers: readonly Customer[];
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Shown under the header when the page has no rows. */
  empty?: ReactNode;
  isFetching?: boolean;
};

export { customerName };

/**
 * Spec 3 §2 Customers list: Name, Address, City, State, Zip and an open button; paged by the
 * server. On a phone a list of cards (issue 33).
 */
export function CustomersTable({
  customers,
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  empty,
  isFetching = false,
}: CustomersTableProps) {
  const isPhone = useIsPhone();
  return (
    <Paper variant="outlined" sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 0.2s' }}>
      {isPhone ? (
        <CustomerCards customers={customers} />
      ) : (
        <TableScrollRegion label="Customers">
          <Table size="small" aria-label="Customers" aria-busy={isFetching}>
            <TableHead>
              <TableRow>
                {['Name', 'Address', 'City', 'State', 'Zip'].map((label) => (
                  <TableCell key={label} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {label}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ width: 64, position: 'relative' }}>
                  {/* Read by screen readers only (a header cell needs text). */}
                  <VisuallyHidden>Open</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {customers.map((customer) => {
                const name = customerName(customer);
                return (
                  <TableRow key={customer.id} hover>
                    <TableCell sx={{ fontWeight: 500 }}>
                      <PersonName person={customer} />
                    </TableCell>
                    <TableCell>
                      <UserText>{addressOf(customer)}</UserText>
                    </TableCell>
                    <TableCell>
                      <UserText>{customer.city}</UserText>
                    </TableCell>
                    <TableCell>{customer.state}</TableCell>
                    <TableCell>{customer.zip}</TableCell>
                    <TableCell align="right">
                      <Tooltip title="Open">
                        <IconButton
                          component={Link}
                          to={paths.customer.getHref(customer.id)}
                          aria-label={`Open ${name}`}
                          size="small"
                          color="primary"
                        >
                          <OpenInNewIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
      {customers.length === 0 && empty}
      <TablePager
        count={count}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={CUSTOMER_PAGE_SIZES}
        onPageChange={onPageChange}
        onRowsPerPageChange={onPageSizeChange}
      />
    </Paper>
  );
}
