import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UpdateCustomerInputSchema, type Customer } from '@pb/core';
import { useEffect, useRef } from 'react';
import { Form } from '../../../components/form/form';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { ConflictAlert } from '../../../components/ui/conflict-alert';
import { useUpdateCustomer } from '../api/update-customer';
import { formatCoordinates, isLocated } from '../utils/map-tiles';
import { CustomerFields } from './customer-fields';
import { SatelliteMap } from './satellite-map';

type CustomerInfoCardProps = {
  customer: Customer;
  /** Loads the saved customer again (after a 409). */
  onReload: () => void;
};

const toInput = (c: Customer) => ({
  id: c.id,
  version: c.version,
  firstName: c.firstName,
  lastName: c.lastName,
  address1: c.address1,
  address2: c.address2,
  city: c.city,
  state: c.state,
  zip: c.zip,
  phone: c.phone,
  email: c.email,
});

/**
 * Left column of the customer page: the satellite image with the coordinates the server looked
 * up, and the editable customer info ('Customer updated!' / 'Customer failed to Update!'; a 409
 * explains itself and keeps the input).
 */
export function CustomerInfoCard({ customer, onReload }: CustomerInfoCardProps) {
  const updateCustomer = useUpdateCustomer();
  // The fields below the fold wait for the page's first paint, on the card's first render only:
  // after a save the form is made anew for the new version, and they must not blink out.
  const isFirstRender = useRef(true);
  useEffect(() => {
    isFirstRender.current = false;
  }, []);
  const located = isLocated(customer.latitude, customer.longitude);
  return (
    <Paper variant="outlined" component="section" aria-label="Customer info" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" gutterBottom>
        Customer Info
      </Typography>
      <SatelliteMap
        key={`${customer.latitude},${customer.longitude}`}
        latitude={customer.latitude}
        longitude={customer.longitude}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, color: 'text.secondary' }}>
        <PlaceIcon fontSize="small" aria-hidden />
        <Typography variant="body2" data-testid="customer-coordinates">
          {located
            ? formatCoordinates(customer.latitude, customer.longitude)
            : 'Coordinates not found yet'}
        </Typography>
      </Box>
      <ConflictAlert
        error={updateCustomer.error}
        onReload={() => {
          updateCustomer.reset();
          onReload();
        }}
      />
      <Form
        key={customer.version}
        schema={UpdateCustomerInputSchema}
        defaultValues={toInput(customer)}
        onSubmit={(values) => updateCustomer.mutateAsync(values)}
        aria-label="Edit customer"
      >
        <Box sx={{ mt: 1 }}>
          <CustomerFields isComplete isNarrow isLowerPartLater={isFirstRender.current} />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <FormSubmitButton>Save</FormSubmitButton>
        </Box>
      </Form>
    </Paper>
  );
}
