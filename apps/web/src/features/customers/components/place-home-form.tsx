import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CUSTOMER_MESSAGES, PlaceHomeInputSchema, type Customer } from '@pb/core';
import { Form } from '../../../components/form/form';
import { FormNumberField } from '../../../components/form/number-field';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { useUpdateCustomer } from '../api/update-customer';

/**
 * Places the home by hand (issue 33, decision 0055): latitude and longitude, kept by the server
 * across address edits. When the address could not be found on the map it says so and asks for
 * them; otherwise it shows where the home is, to correct it.
 */
export function PlaceHomeForm({ customer }: { customer: Customer }) {
  const updateCustomer = useUpdateCustomer();
  const isUnknown = customer.locationSource === 'unknown';
  return (
    <Form
      key={customer.version}
      schema={PlaceHomeInputSchema}
      defaultValues={{
        latitude: customer.latitude ?? undefined,
        longitude: customer.longitude ?? undefined,
      }}
      onSubmit={(values) =>
        updateCustomer.mutateAsync({ id: customer.id, version: customer.version, ...values })
      }
      aria-label="Place the home"
    >
      {isUnknown && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {CUSTOMER_MESSAGES.homeLocationUnknown}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, mt: 1.5 }}>
        <FormNumberField name="latitude" label="Latitude" size="small" min={-90} max={90} />
        <FormNumberField name="longitude" label="Longitude" size="small" min={-180} max={180} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <FormSubmitButton size="small" variant="outlined">
          Place home
        </FormSubmitButton>
      </Box>
    </Form>
  );
}
