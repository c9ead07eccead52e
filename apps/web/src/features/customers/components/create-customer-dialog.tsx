import { CreateCustomerInputSchema, type Customer } from '@pb/core';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { useCreateCustomer } from '../api/create-customer';
import { CustomerFields } from './customer-fields';

type CreateCustomerValues = z.input<typeof CreateCustomerInputSchema>;

const EMPTY_CUSTOMER: CreateCustomerValues = {
  firstName: '',
  lastName: '',
  address1: '',
  city: '',
  // No state is chosen until the user picks one; the schema then reads 'Choose a US state'.
  state: '' as CreateCustomerValues['state'],
  zip: '',
};

type CreateCustomerDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the new customer ('Customer added!'), e.g. to open it. */
  onCreated: (customer: Customer) => void;
};

/** Create New Customer (spec 3 §2): first name, last name, address, city, state, zip, all required. */
export function CreateCustomerDialog({ isOpen, onClose, onCreated }: CreateCustomerDialogProps) {
  const createCustomer = useCreateCustomer({ mutationConfig: { onSuccess: onCreated } });
  return (
    <FormDialog
      title="Create New Customer"
      isOpen={isOpen}
      onClose={onClose}
      schema={CreateCustomerInputSchema}
      defaultValues={EMPTY_CUSTOMER}
      onSubmit={(values) => createCustomer.mutateAsync(values)}
    >
      <CustomerFields />
    </FormDialog>
  );
}
