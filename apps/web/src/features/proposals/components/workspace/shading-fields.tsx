import Box from '@mui/material/Box';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSliderField } from '../../../../components/form/slider-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { useFormValue, useSetFormValue } from '../../../../components/form/use-form-value';

const SHADING = 'details.shadingReductionPct';

/**
 * 'Has Shading' (spec 3 §2, §4): while on, a slider (0–100 in steps of 5) and a percent box
 * set the production reduction; turning it off resets shading to 0.
 */
export function ShadingFields({ isDisabled = false }: { isDisabled?: boolean }) {
  const hasShading = useFormValue<boolean>('hasShading');
  const setValue = useSetFormValue();
  return (
    <Box>
      <FormSwitchField
        name="hasShading"
        label="Has Shading"
        disabled={isDisabled}
        onValueChange={(isOn) => {
          if (!isOn) setValue(SHADING, 0);
        }}
      />
      {hasShading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <FormSliderField
              name={SHADING}
              label="Shading"
              min={0}
              max={100}
              step={5}
              unit="%"
              disabled={isDisabled}
            />
          </Box>
          <FormNumberField
            name={SHADING}
            label="Shading %"
            min={0}
            max={100}
            step={5}
            size="small"
            disabled={isDisabled}
            sx={{ width: 110 }}
          />
        </Box>
      )}
    </Box>
  );
}
