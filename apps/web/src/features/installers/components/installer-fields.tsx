import Box from '@mui/material/Box';
import type { BaseTemplate } from '@pb/core';
import { FormSelectField } from '../../../components/form/select-field';
import { FormStatesField } from '../../../components/form/states-field';
import { FormTextField } from '../../../components/form/text-field';

type InstallerFieldsProps = {
  /** The base templates offered: two when creating, all four when editing (spec 2 §2). */
  baseTemplates: readonly BaseTemplate[];
};

/** Name, base template and states serviced (empty means all states). */
export function InstallerFields({ baseTemplates }: InstallerFieldsProps) {
  return (
    <>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, columnGap: 2 }}
      >
        <FormTextField name="name" label="Name" required autoComplete="off" />
        <FormSelectField
          name="baseTemplate"
          label="Base Template"
          required
          options={baseTemplates.map((template) => ({ value: template, label: template }))}
        />
      </Box>
      <FormStatesField name="statesServiced" helperText="Leave empty for all states." />
    </>
  );
}
