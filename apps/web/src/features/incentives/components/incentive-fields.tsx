import Box from '@mui/material/Box';
import { CATALOGUE_INCENTIVE_SCOPES, INCENTIVE_TYPES, type IncentiveType } from '@pb/core';
import { FormCheckboxField } from '../../../components/form/checkbox-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormSelectField } from '../../../components/form/select-field';
import { FormStatesField } from '../../../components/form/states-field';
import { FormTextField } from '../../../components/form/text-field';
import { useFormValue, useSetFormValue } from '../../../components/form/use-form-value';

/** The unit of an incentive's value, by its type. */
export const VALUE_UNITS: Record<IncentiveType, string> = {
  '% of Total Cost': '%',
  '$ per Watt': '$/W',
  '$ per kWh': '$/kWh',
  'Fixed Amount': '$',
  'Today Only Incentive': '$',
};

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Spec 2 §5: 'No Maximum' disables the maximum and sets it to 0; states appear only for scope
 * Local.
 */
export function IncentiveFields() {
  const type = useFormValue<IncentiveType | undefined>('type');
  const hasNoMax = useFormValue<boolean>('hasNoMax');
  const scope = useFormValue<string>('scope');
  const setValue = useSetFormValue();
  return (
    <>
      <FormTextField name="name" label="Name" required autoComplete="off" />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        <FormSelectField name="type" label="Type" required options={toOptions(INCENTIVE_TYPES)} />
        <FormNumberField
          name="value"
          label={type ? `Value (${VALUE_UNITS[type]})` : 'Value'}
          required
          min={0}
        />
        <FormNumberField
          name="max"
          label="Maximum ($)"
          required={!hasNoMax}
          disabled={hasNoMax}
          min={0}
        />
        <FormCheckboxField
          name="hasNoMax"
          label="No Maximum"
          onValueChange={(isChecked) => {
            if (isChecked) setValue('max', 0);
          }}
        />
        <FormSelectField
          name="scope"
          label="Scope"
          required
          options={toOptions(CATALOGUE_INCENTIVE_SCOPES)}
        />
      </Box>
      {scope === 'Local' && (
        <FormSelectField
          name="kind"
          label="Kind"
          helperText="The South Carolina incentive's amount and max are rep-editable within 0–3500."
          options={[
            { value: 'standard', label: 'Standard' },
            { value: 'southCarolina', label: 'South Carolina Solar Incentive' },
          ]}
        />
      )}
      {scope === 'Local' && <FormStatesField name="statesServiced" />}
    </>
  );
}
