import Box from '@mui/material/Box';
import { INCENTIVE_TYPES, boundedNumber, boundedText, type IncentiveEntry } from '@pb/core';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../../components/form/form-dialog';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { useFormValue } from '../../../../components/form/use-form-value';

const CUSTOM_TYPES = INCENTIVE_TYPES.filter((t) => t !== 'Today Only Incentive');

const CustomIncentiveSchema = z
  .object({
    name: boundedText('name').trim().min(1, 'Required'),
    type: z.enum(CUSTOM_TYPES as [string, ...string[]]),
    value: boundedNumber('money'),
    hasNoMax: z.boolean(),
    max: boundedNumber('money').nullable(),
  })
  .refine((v) => v.type !== '% of Total Cost' || v.value <= 100, {
    message: 'A percentage cannot exceed 100',
    path: ['value'],
  })
  .refine((v) => v.hasNoMax || (v.max !== null && v.max > 0), {
    message: 'Required',
    path: ['max'],
  });

type CustomIncentiveDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onAdd: (entry: IncentiveEntry) => void;
};

/** Custom Incentive (PB_MANAGE_ADMIN_ITEMS only): an incentive made for this proposal. */
export function CustomIncentiveDialog({ isOpen, onClose, onAdd }: CustomIncentiveDialogProps) {
  return (
    <FormDialog
      title="Custom Incentive"
      isOpen={isOpen}
      onClose={onClose}
      schema={CustomIncentiveSchema}
      defaultValues={{ name: '', type: 'Fixed Amount', value: 0, hasNoMax: true, max: 0 }}
      submitLabel="Add"
      maxWidth="xs"
      onSubmit={(values) => {
        onAdd({
          incentive: {
            id: `custom-${crypto.randomUUID()}`,
            name: values.name,
            type: values.type as IncentiveEntry['incentive']['type'],
            value: values.value,
            max: values.hasNoMax ? 0 : (values.max ?? 0),
            hasNoMax: values.hasNoMax,
            scope: 'Custom',
            statesServiced: [],
          },
          deduction: 0,
        });
        onClose();
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormTextField name="name" label="Name" required autoFocus />
        <FormSelectField
          name="type"
          label="Type"
          options={CUSTOM_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <FormNumberField name="value" label="Value" min={0} required />
        <FormSwitchField name="hasNoMax" label="No Maximum" />
        <FormWhenOff name="hasNoMax">
          <FormNumberField name="max" label="Max ($)" min={0} step={1} />
        </FormWhenOff>
      </Box>
    </FormDialog>
  );
}

/** The max box shows only while 'No Maximum' is off. */
function FormWhenOff({ name, children }: { name: string; children: ReactNode }) {
  return useFormValue<boolean>(name) ? null : <>{children}</>;
}
