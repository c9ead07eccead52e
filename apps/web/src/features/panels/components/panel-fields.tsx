import Box from '@mui/material/Box';
import { FormCheckboxField } from '../../../components/form/checkbox-field';
import { FormMultiSelectField } from '../../../components/form/multi-select-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormStatesField } from '../../../components/form/states-field';
import { FormTextField } from '../../../components/form/text-field';

/** An installer a panel can be limited to (the route passes the installers list). */
export type InstallerChoice = { id: string; name: string };

type PanelFieldsProps = {
  installers: readonly InstallerChoice[];
  /** The edit form also offers the default choice. */
  hasDefaultField?: boolean;
  isCurrentDefault?: boolean;
};

/** Spec 2 §2 panels: name, cells (W), production percentage, installers, states serviced. */
export function PanelFields({
  installers,
  hasDefaultField = false,
  isCurrentDefault = false,
}: PanelFieldsProps) {
  return (
    <>
      <FormTextField name="name" label="Name" required autoComplete="off" />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        <FormNumberField name="cells" label="Watts (cells)" required min={1} max={1000} />
        <FormNumberField
          name="productionPercentage"
          label="Production Percentage"
          required
          min={0}
          max={200}
          helperText="100 is the nominal production."
        />
      </Box>
      <FormMultiSelectField
        name="installerIds"
        label="Installers"
        options={installers.map((installer) => ({ value: installer.id, label: installer.name }))}
        placeholder="Choose installers"
        helperText="Leave empty for all installers."
      />
      <FormStatesField name="statesServiced" helperText="Leave empty for all states." />
      {hasDefaultField && (
        <FormCheckboxField
          name="isDefault"
          label="Default panel"
          disabled={isCurrentDefault}
          helperText={
            isCurrentDefault
              ? 'This is the default. Make another panel the default to change it.'
              : 'Only one panel is the default: setting this one clears the others.'
          }
        />
      )}
    </>
  );
}
