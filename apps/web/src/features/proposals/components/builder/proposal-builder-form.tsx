import Box from '@mui/material/Box';
import type { CreateProposalResponse } from '@pb/core';
import { useState } from 'react';
import { Form } from '../../../../components/form/form';
import { useFormActions } from '../../../../components/form/use-form-state';
import { useCreateProposal } from '../../api/create-proposal';
import { ProposalWorkspaceProvider } from '../../hooks/proposal-workspace';
import type { ProposalContext } from '../../utils/proposal-context';
import { ProposalFormSchema, type ProposalFormValues } from '../../utils/proposal-form-schema';
import { computeFigures } from '../../utils/proposal-scenario';
import { toCreateRequest } from '../../utils/proposal-request';
import { BuilderBuildColumn } from './builder-build-column';
import { BuilderCustomerColumn } from './builder-customer-column';
import { BuilderOptionsColumn } from './builder-options-column';
import { VisibilityDialog } from './visibility-dialog';

const FORM_ID = 'proposal-builder-form';

type ProposalBuilderFormProps = {
  context: ProposalContext;
  initialValues: ProposalFormValues;
  onCreated: (reply: CreateProposalResponse) => void;
};

function BuilderColumns({
  initialValues,
  isSaving,
}: {
  initialValues: ProposalFormValues;
  isSaving: boolean;
}) {
  const { reset } = useFormActions<ProposalFormValues>();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          // Narrow: one column. Medium: the options go under the customer. Wide: three columns.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(300px, 1fr) minmax(0, 2fr)',
            xl: 'minmax(300px, 0.8fr) minmax(0, 1.7fr) minmax(340px, 1fr)',
          },
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
        <Box sx={{ gridArea: 'left', minWidth: 0 }}>
          <BuilderCustomerColumn />
        </Box>
        <Box sx={{ gridArea: 'middle', minWidth: 0 }}>
          <BuilderBuildColumn onReset={() => reset(initialValues)} />
        </Box>
        <Box sx={{ gridArea: 'right', minWidth: 0 }}>
          <BuilderOptionsColumn onGenerate={() => setIsDialogOpen(true)} />
        </Box>
      </Box>
      <VisibilityDialog
        isOpen={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
        formId={FORM_ID}
        isSaving={isSaving}
      />
    </>
  );
}

/**
 * The proposal builder's form: every figure is computed in the browser as the rep types;
 * Generate Proposal → Visibility & Description → POST /api/Proposals (the server prices it again).
 */
export function ProposalBuilderForm({
  context,
  initialValues,
  onCreated,
}: ProposalBuilderFormProps) {
  const create = useCreateProposal();
  return (
    <Form
      id={FORM_ID}
      schema={ProposalFormSchema}
      defaultValues={initialValues}
      aria-label="Proposal builder"
      onSubmit={async (values) => {
        const reply = await create.mutateAsync(
          toCreateRequest(context.customer.id, values, computeFigures(values, context)),
        );
        onCreated(reply);
      }}
    >
      <ProposalWorkspaceProvider context={context}>
        <BuilderColumns initialValues={initialValues} isSaving={create.isPending} />
      </ProposalWorkspaceProvider>
    </Form>
  );
}
