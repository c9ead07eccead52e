import Box from '@mui/material/Box';
import { FormCheckboxField } from '../../../components/form/checkbox-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormStatesField } from '../../../components/form/states-field';
import { FormTextField } from '../../../components/form/text-field';

type PowerCompanyFieldsProps = { hasRatesFixed?: boolean };

/**
 * Spec 2 §2: name, maxTotalOffset, maxSolarOffset, statesServiced, systemSizeLimit; the edit
 * form adds the 'Rates Updated' checkbox (ratesFixed).
 */
export function PowerCompanyFields({ hasRatesFixed = false }: PowerCompanyFieldsProps) {
  return (
    <>
      <FormTextField name="name" label="Name" required autoComplete="off" />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
          columnGap: 2,
        }}
      >
        <FormNumberField name="maxTotalOffset" label="Max Total Offset (%)" required min={0} />
        <FormNumberField name="maxSolarOffset" label="Max Solar Offset (%)" required min={0} />
        <FormNumberField
          name="systemSizeLimit"
          label="System Size Limit (Kw)"
          required
          min={0}
          helperText="0 means no limit."
        />
      </Box>
      <FormStatesField name="statesServiced" />
      {hasRatesFixed && <FormCheckboxField name="ratesFixed" label="Rates Updated" />}
    </>
  );
}
