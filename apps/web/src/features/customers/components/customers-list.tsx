import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CUSTOMER_MESSAGES } from '@pb/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useCustomers } from '../api/get-customers';
import { useCustomerListParams } from '../hooks/use-customer-list-params';
import { CreateCustomerDialog } from './create-customer-dialog';
import { CustomerFilterChips } from './customer-filter-chips';
import { CustomerFiltersPopover } from './customer-filters-popover';
import { CustomerSearchField } from './customer-search-field';
import { CustomersTable } from './customers-table';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';

/**
 * The Customers screen (spec 3 §2): search, filters and paging are the server's and live in the
 * URL; Create New Customer opens the new customer once added.
 */
export function CustomersList() {
  const { view, setSearchTerm, setFilters, setPage, setPageSize } = useCustomerListParams();
  const customers = useCustomers({ request: view });
  const [isCreating, setIsCreating] = useState(false);
  const navigate = useNavigate();
  const hasCriteria =
    view.searchTerm !== '' ||
    !!view.filters.state?.length ||
    !!view.filters.hasProposals ||
    !!view.filters.createdWithin;

  return (
    <>
      <PageHeader
        title="Customers"
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setIsCreating(true)}
          >
            Create New Customer
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <CustomerSearchField value={view.searchTerm} onSearch={setSearchTerm} />
        <CustomerFiltersPopover filters={view.filters} onChange={setFilters} />
      </Box>
      <CustomerFilterChips filters={view.filters} onChange={setFilters} />
      {customers.isPending && <LoadingSkeleton height={320} />}
      {customers.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void customers.refetch()}>
              Retry
            </Button>
          }
        >
          {CUSTOMER_MESSAGES.couldNotGetCustomers}
        </Alert>
      )}
      {customers.data && (
        <CustomersTable
          customers={customers.data.customers}
          count={customers.data.count}
          page={view.page}
          pageSize={view.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          isFetching={customers.isPlaceholderData}
          empty={
            <EmptyState
              title={hasCriteria ? 'No customers match' : 'No customers yet'}
              description={
                hasCriteria
                  ? 'Try another search or clear the filters.'
                  : 'Create the first one with Create New Customer.'
              }
            />
          }
        />
      )}
      <CreateCustomerDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(customer) => {
          setIsCreating(false);
          void navigate(paths.customer.getHref(customer.id));
        }}
      />
    </>
  );
}
