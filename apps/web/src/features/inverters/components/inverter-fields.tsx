import Box from '@mui/material/Box';
import { FormCheckboxField } from '../../../components/form/checkbox-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormTextField } from '../../../components/form/text-field';

type InverterFieldsProps = { isCurrentDefault?: boolean };

/** Spec 2 §2: name, losses (%) and incentive multiplier; plus the default choice. */
export function InverterFields({ isCurrentDefault = false }: InverterFieldsProps) {
  return (
    <>
      <FormTextField name="name" label="Name" required autoComplete="off" />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        <FormNumberField name="losses" label="Losses %" required min={0} max={100} />
        <FormNumberField
          name="incentiveMultiplier"
          label="Incentive Multiplier"
          required
          min={0}
          max={10}
          helperText="Kept for reference; no price uses it (decision 0025)."
        />
      </Box>
      <FormCheckboxField
        name="isDefault"
        label="Default inverter"
        disabled={isCurrentDefault}
        helperText={
          isCurrentDefault
            ? 'This is the default. Make another inverter the default to change it.'
            : 'Making this the default clears the current default.'
        }
      />
    </>
  );
}
