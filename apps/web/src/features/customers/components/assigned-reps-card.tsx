import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CUSTOMER_MESSAGES, SetCustomerRepsInputSchema, type CustomerRep } from '@pb/core';
import { Form } from '../../../components/form/form';
import { FormMultiSelectField } from '../../../components/form/multi-select-field';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { useCustomerReps, useRepCandidates, useSetCustomerReps } from '../api/customer-reps';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';

const repLabel = (r: CustomerRep) => `${r.firstName} ${r.lastName} (${r.role}, ${r.email})`;

/**
 * Assigned Reps on the customer page (PB_MANAGE_CUSTOMERS; decision 0034): the Closers and Sales
 * Reps who may open this customer besides the closer of its appointment and its creator.
 */
export function AssignedRepsCard({ customerId }: { customerId: string }) {
  const reps = useCustomerReps(customerId);
  const candidates = useRepCandidates();
  const save = useSetCustomerReps(customerId);
  const options = (candidates.data ?? []).map((r) => ({
    value: r.userId,
    label: repLabel(r),
    chipLabel: `${r.firstName} ${r.lastName}`,
  }));

  return (
    <Paper variant="outlined" component="section" aria-label="Assigned reps" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" gutterBottom>
        Assigned Reps
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Closers and Sales Reps chosen here can open this customer, as the closer of its appointment
        can.
      </Typography>
      {reps.isError || candidates.isError ? (
        <Alert severity="error">{CUSTOMER_MESSAGES.couldNotGetReps}</Alert>
      ) : !reps.data || !candidates.data ? (
        <LoadingSkeleton height={56} aria-label="Loading assigned reps" />
      ) : (
        <Form
          key={reps.dataUpdatedAt}
          schema={SetCustomerRepsInputSchema}
          defaultValues={{ userIds: reps.data.map((r) => r.userId) }}
          onSubmit={(values) => save.mutateAsync(values)}
          aria-label="Assigned reps"
        >
          <FormMultiSelectField
            name="userIds"
            label="Reps"
            options={options}
            placeholder={reps.data.length === 0 ? 'No one assigned' : undefined}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <FormSubmitButton>Save</FormSubmitButton>
          </Box>
        </Form>
      )}
    </Paper>
  );
}
