import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Customer } from '@pb/core';
import { useState } from 'react';
import { ErrorBoundary } from '../../../../components/errors/error-boundary';
import { MountWhenVisible } from '../../../../components/ui/mount-when-visible';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { CustomerDetailsWorkspace } from '../../../../features/customer-details/components/customer-details-workspace';
import { AssignedRepsCard } from '../../../../features/customers/components/assigned-reps-card';
import { CustomerInfoCard } from '../../../../features/customers/components/customer-info-card';
import { CreateProposalButton } from '../../../../features/proposals/components/create-proposal-button';
import { PersonName } from '../../../../components/ui/user-text';
import { RedesignHistory } from '../../../../features/chat/components/redesign-history';
import { useDetailsCatalogue } from './use-details-catalogue';
import { LoadingSkeleton } from '../../../../components/ui/loading-skeleton';

type CustomerManagerPageProps = { customer: Customer; onReload: () => void };

/**
 * /customers/{id} for PB_MANAGE_CUSTOMERS (spec 3 §2): three columns (grid areas left, middle,
 * right) that stack on narrow screens — customer info and Redesign History; the power info form;
 * 'Current Details For Proposal' and the proposals. Create Proposal waits while the power info
 * has unsaved changes.
 */
export function CustomerManagerPage({ customer, onReload }: CustomerManagerPageProps) {
  const { catalogue, isError, retry } = useDetailsCatalogue();
  const [isDetailsDirty, setIsDetailsDirty] = useState(false);
  return (
    <>
      <PageHeader
        title={<PersonName person={customer} />}
        actions={
          <>
            <Button
              component="a"
              href={paths.customerRepView.getHref(customer.id)}
              target="_blank"
              rel="noopener"
              startIcon={<OpenInNewIcon />}
            >
              Rep View
            </Button>
            <CreateProposalButton customerId={customer.id} isDirty={isDetailsDirty} />
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          // Narrow: one column. Medium: the right column goes under the left one. Wide: three.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(280px, 1fr) minmax(0, 1.7fr)',
            xl: 'minmax(280px, 0.9fr) minmax(0, 1.6fr) minmax(300px, 1fr)',
          },
          // The right column starts right under the left one; the tall middle spans both rows.
          gridTemplateRows: { md: 'auto 1fr', xl: 'auto' },
          gridTemplateAreas: {
            xs: '"left" "middle" "right"',
            md: '"left middle" "right middle"',
            xl: '"left middle right"',
          },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box
          sx={{ gridArea: 'left', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
        >
          <ErrorBoundary>
            <CustomerInfoCard customer={customer} onReload={onReload} />
          </ErrorBoundary>
          {/* Below the customer info: mounted when scrolled near, after the first paint. */}
          <MountWhenVisible label="Assigned reps" placeholderHeight={249}>
            <ErrorBoundary>
              <AssignedRepsCard customerId={customer.id} />
            </ErrorBoundary>
          </MountWhenVisible>
          <MountWhenVisible label="Redesign History" placeholderHeight={160}>
            <RedesignHistory customerId={customer.id} />
          </MountWhenVisible>
        </Box>
        <ErrorBoundary>
          {catalogue ? (
            <CustomerDetailsWorkspace
              customer={customer}
              catalogue={catalogue}
              onDirtyChange={setIsDetailsDirty}
            />
          ) : isError ? (
            <Alert
              severity="error"
              sx={{ gridArea: 'middle' }}
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  Retry
                </Button>
              }
            >
              The catalogue (power companies, equipment, finance options) could not be loaded.
            </Alert>
          ) : (
            <LoadingSkeleton height={480} sx={{ gridArea: 'middle' }} />
          )}
        </ErrorBoundary>
      </Box>
    </>
  );
}
