import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUsPhone, UpdateCustomerInputSchema, type Customer } from '@pb/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Form } from '../../../components/form/form';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { ConflictAlert } from '../../../components/ui/conflict-alert';
import { useUpdateCustomer } from '../api/update-customer';
import { formatCoordinates } from '../utils/map-tiles';
import { CustomerFields } from './customer-fields';
import { PlaceHomeForm } from './place-home-form';
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
  phone: formatUsPhone(c.phone),
  email: c.email,
});

/** Finds the focused control's counterpart in a form made anew: the same field, or Save. */
function counterpartOf(focused: Element): ((root: HTMLElement) => HTMLElement | undefined) | null {
  const name = focused.getAttribute('name');
  if (name)
    return (root) =>
      [...root.querySelectorAll<HTMLElement>('[name]')].find(
        (e) => e.getAttribute('name') === name,
      );
  if (focused.matches('button[type="submit"]')) {
    // The card has two forms (the home's place and the customer's fields): the same form's button.
    const form = focused.closest('form')?.getAttribute('aria-label');
    const selector = form
      ? `form[aria-label="${form}"] button[type="submit"]`
      : 'button[type="submit"]';
    return (root) => root.querySelector<HTMLElement>(selector) ?? undefined;
  }
  return null;
}

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
  // A save makes the form anew (key = version), and the control that had the focus (the field
  // where Enter was pressed, or Save) goes with it: the focus would fall to the page's body. The
  // same control of the new form takes it back, when the new version comes from that save. The
  // control is noted as the form is submitted (before validation moves the focus) and kept only
  // for a submit the form accepts.
  const section = useRef<HTMLElement>(null);
  const submittedFrom = useRef<ReturnType<typeof counterpartOf>>(null);
  const focusAfterSave = useRef<ReturnType<typeof counterpartOf>>(null);
  useLayoutEffect(() => {
    const find = focusAfterSave.current;
    focusAfterSave.current = null;
    const active = document.activeElement;
    if (!find || !section.current || (active && active !== document.body)) return;
    find(section.current)?.focus();
  }, [customer.version]);
  return (
    <Paper
      ref={section}
      variant="outlined"
      component="section"
      aria-label="Customer info"
      onSubmitCapture={() => {
        const active = document.activeElement;
        submittedFrom.current =
          active && section.current?.contains(active) ? counterpartOf(active) : null;
      }}
      sx={{ p: 2 }}
    >
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
          {customer.latitude !== null && customer.longitude !== null
            ? formatCoordinates(customer.latitude, customer.longitude)
            : 'Location unknown'}
        </Typography>
      </Box>
      <PlaceHomeForm customer={customer} />
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
        onSubmit={(values) => {
          focusAfterSave.current = submittedFrom.current;
          return updateCustomer.mutateAsync(values).catch((error: unknown) => {
            // No new version comes from a refused save; a later one is not this save's.
            focusAfterSave.current = null;
            throw error;
          });
        }}
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
