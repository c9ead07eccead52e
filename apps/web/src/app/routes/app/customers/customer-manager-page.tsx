import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { Customer } from '@pb/core';
import { ErrorBoundary } from '../../../../components/errors/error-boundary';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { CustomerDetailsWorkspace } from '../../../../features/customer-details/components/customer-details-workspace';
import { CustomerInfoCard } from '../../../../features/customers/components/customer-info-card';
import { customerName } from '../../../../features/customers/components/customers-table';
import { RedesignHistory } from '../../../../features/customers/components/redesign-history';
import { useDetailsCatalogue } from './use-details-catalogue';

type CustomerManagerPageProps = { customer: Customer; onReload: () => void };

/**
 * /customers/{id} for PB_MANAGE_CUSTOMERS (spec 3 §2): three columns that stack on narrow
 * screens — customer info and Redesign History; the power info form; 'Current Details For
 * Proposal' and the proposals.
 */
export function CustomerManagerPage({ customer, onReload }: CustomerManagerPageProps) {
  const { catalogue, isError, retry } = useDetailsCatalogue();
  return (
    <>
      <PageHeader
        title={customerName(customer)}
        actions={
          <Button
            component="a"
            href={paths.customerRepView.getHref(customer.id)}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNewIcon />}
          >
            Rep View
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: 'minmax(260px, 0.85fr) minmax(0, 1.5fr) minmax(280px, 1fr)',
          },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <ErrorBoundary>
            <CustomerInfoCard customer={customer} onReload={onReload} />
          </ErrorBoundary>
          <RedesignHistory />
        </Box>
        <ErrorBoundary>
          {catalogue ? (
            <CustomerDetailsWorkspace customer={customer} catalogue={catalogue} />
          ) : isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  Retry
                </Button>
              }
            >
              The catalogue (power companies, equipment, finance options) could not be loaded.
            </Alert>
          ) : (
            <Skeleton variant="rounded" height={480} aria-label="Loading" />
          )}
        </ErrorBoundary>
      </Box>
    </>
  );
}
