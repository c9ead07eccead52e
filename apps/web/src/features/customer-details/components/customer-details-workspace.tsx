import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import {
  SaveCustomerDetailsInputSchema,
  type Customer,
  type GenerateOptimalBuildResponse,
} from '@pb/core';
import { useCallback, useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Form } from '../../../components/form/form';
import { useGenerateOptimalBuild } from '../api/generate-optimal-build';
import { useCustomerDetails } from '../../../lib/customer-details-query';
import { useCustomerProposals } from '../api/get-customer-proposals';
import type { DetailsCatalogue } from '../utils/details-catalogue';
import { blankFormValues, recordFormValues } from '../utils/details-form-values';
import { PowerInfoColumn } from './power-info-column';
import { ProposalsColumn } from './proposals-column';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';

type CustomerDetailsWorkspaceProps = {
  customer: Customer;
  catalogue: DetailsCatalogue;
  /** Told whether the power info has unsaved changes (Create Proposal waits for a save). */
  onDirtyChange?: (isDirty: boolean) => void;
};

/** Reports the surrounding form's unsaved-changes state. */
function DirtyReporter({ onChange }: { onChange: (isDirty: boolean) => void }) {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
}

/**
 * The middle and right columns of the customer page (spec 3 §2): the default power info form and,
 * beside it, 'Current Details For Proposal' and the proposals. They take the page grid's areas
 * 'middle' and 'right'. Both sit in one form (laid out with `display: contents`, so they are the
 * page grid's own items) because the comparison
 * reads and syncs the form's values. Generate Optimal Build saves and the form starts again from
 * the saved result; before the first save the form starts from blank defaults.
 */
export function CustomerDetailsWorkspace({
  customer,
  catalogue,
  onDirtyChange,
}: CustomerDetailsWorkspaceProps) {
  const details = useCustomerDetails({ customerId: customer.id });
  const proposals = useCustomerProposals({ customerId: customer.id });
  const generate = useGenerateOptimalBuild();
  const [lastBuild, setLastBuild] = useState<GenerateOptimalBuildResponse | null>(null);
  // Stable, so the memoised power info column skips the re-render when the proposals arrive.
  const { reset: resetGenerate } = generate;
  const { refetch: refetchDetails } = details;
  const reloadDetails = useCallback(() => {
    resetGenerate();
    void refetchDetails();
  }, [resetGenerate, refetchDetails]);

  if (details.isPending) {
    return (
      <>
        <LoadingSkeleton height={480} sx={{ gridArea: 'middle' }} />
        <Skeleton variant="rounded" height={320} sx={{ gridArea: 'right' }} />
      </>
    );
  }
  if (details.isError) {
    return (
      <Alert
        severity="error"
        sx={{ gridArea: 'middle' }}
        action={
          <Button color="inherit" size="small" onClick={() => void details.refetch()}>
            Retry
          </Button>
        }
      >
        The customer&apos;s power info could not be loaded.
      </Alert>
    );
  }

  const saved = details.data;
  return (
    <Form
      key={saved?.version ?? 'new'}
      schema={SaveCustomerDetailsInputSchema}
      defaultValues={
        saved ? recordFormValues(saved, catalogue) : blankFormValues(customer, catalogue)
      }
      onSubmit={async (body) => {
        const reply = await generate.mutateAsync({ customerId: customer.id, body });
        setLastBuild(reply);
      }}
      aria-label="Power info"
      sx={{ display: 'contents' }}
    >
      {onDirtyChange && <DirtyReporter onChange={onDirtyChange} />}
      <PowerInfoColumn
        customerId={customer.id}
        catalogue={catalogue}
        state={customer.state}
        details={saved}
        lastBuild={lastBuild}
        generateError={generate.error}
        onReload={reloadDetails}
      />
      <Box sx={{ gridArea: 'right', minWidth: 0 }}>
        <ProposalsColumn list={proposals} />
      </Box>
    </Form>
  );
}
