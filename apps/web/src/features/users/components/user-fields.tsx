import Box from '@mui/material/Box';
import type { RoleName } from '@pb/core';
import { FormSelectField, type SelectOption } from '../../../components/form/select-field';
import { FormTextField } from '../../../components/form/text-field';

/** Spec 1 §5: the role choices of the user forms are Admin and Closer. */
const ROLE_CHOICES: readonly RoleName[] = ['Admin', 'Closer'];

/** The choices, plus the user's current role when it is another one (so it is not lost). */
export function roleOptions(currentRole?: RoleName): SelectOption[] {
  const roles =
    currentRole && !ROLE_CHOICES.includes(currentRole)
      ? [...ROLE_CHOICES, currentRole]
      : ROLE_CHOICES;
  return roles.map((role) => ({ value: role, label: role }));
}

type UserFieldsProps = { currentRole?: RoleName; hasPhone?: boolean };

/** Fields shared by Create New User and the user edit form. */
export function UserFields({ currentRole, hasPhone = false }: UserFieldsProps) {
  return (
    <>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        <FormTextField name="firstName" label="First Name" required autoComplete="off" />
        <FormTextField name="lastName" label="Last Name" required autoComplete="off" />
      </Box>
      <FormTextField name="email" label="Email" type="email" required autoComplete="off" />
      {hasPhone && <FormTextField name="phone" label="Phone" type="tel" autoComplete="off" />}
      <FormSelectField name="role" label="Role" required options={roleOptions(currentRole)} />
      <FormTextField
        name="salesSystemId"
        label="Sales System ID"
        autoComplete="off"
        helperText="The closer id on this person's appointments. Reps see the customers whose appointment they close."
      />
    </>
  );
}
