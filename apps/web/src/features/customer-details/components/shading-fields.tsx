import Box from '@mui/material/Box';
import { FormSliderField } from '../../../components/form/slider-field';
import { FormSwitchField } from '../../../components/form/switch-field';
import { FormToggleGroupField } from '../../../components/form/toggle-group-field';
import { FormWhen } from '../../../components/form/form-when';
import { useSetFormValue } from '../../../components/form/use-form-value';

/** 'BSA' builds as recommended; 'CEE' adds one panel (panelsToAddToRecommendedBuild 0 / 1). */
const BUILD_FOR_OPTIONS = [
  { value: 0, label: 'BSA' },
  { value: 1, label: 'CEE' },
] as const;

/**
 * 'Has Shading' with its reduction slider (0–100 %, steps of 5; off saves 0) and the BSA / CEE
 * toggle (spec 3 §4, §5).
 */
export function ShadingFields() {
  const setValue = useSetFormValue();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <FormSwitchField
          name="hasShading"
          label="Has Shading"
          onValueChange={(isOn) => {
            if (!isOn) setValue('shadingReductionPct', 0);
          }}
        />
        <FormToggleGroupField
          name="panelsToAddToRecommendedBuild"
          label="Build for"
          options={BUILD_FOR_OPTIONS}
        />
      </Box>
      <FormWhen name="hasShading">
        <FormSliderField
          name="shadingReductionPct"
          label="Shading Reduction"
          min={0}
          max={100}
          step={5}
          unit="%"
        />
      </FormWhen>
    </Box>
  );
}
