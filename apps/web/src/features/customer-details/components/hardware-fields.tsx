import Box from '@mui/material/Box';
import type { FinanceOption, Inverter, Panel } from '@pb/core';
import { FormEntitySelectField } from '../../../components/form/entity-select-field';
import { FormSelectField } from '../../../components/form/select-field';
import { useFormValue, useSetFormValue } from '../../../components/form/use-form-value';
import {
  financeOptionsFor,
  installersFor,
  onInstallerChange,
  panelsFor,
  type DetailsCatalogue,
} from '../utils/details-catalogue';

type HardwareFieldsProps = { catalogue: DetailsCatalogue; state: string };

const panelLabel = (panel: Panel) => `${panel.name} (${panel.cells} W)`;
const inverterLabel = (inverter: Inverter) => inverter.name;
const financeLabel = (option: FinanceOption) => option.name;

/**
 * Installer, panel, inverter and finance option (spec 3 §4, §5): installers and panels serve the
 * customer's state, panels and finance options are those the installer offers. Changing the
 * installer empties the finance option and picks the panel when exactly one is eligible.
 */
export function HardwareFields({ catalogue, state }: HardwareFieldsProps) {
  const setValue = useSetFormValue();
  const installerId = useFormValue<string | null>('installerId');
  const installerOptions = installersFor(catalogue, state).map((installer) => ({
    value: installer.id,
    label: installer.name,
  }));
  // A saved installer that no longer serves the state stays listed, so it does not vanish.
  if (installerId && !installerOptions.some((option) => option.value === installerId)) {
    const saved = catalogue.installers.find((installer) => installer.id === installerId);
    installerOptions.unshift({ value: installerId, label: saved?.name ?? 'Unknown installer' });
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <FormSelectField
        name="installerId"
        label="Installer"
        options={installerOptions}
        emptyLabel="None"
        onValueChange={(nextId) => {
          const reset = onInstallerChange(catalogue, state, nextId);
          setValue('financeOption', reset.financeOption);
          setValue('panel', reset.panel);
        }}
      />
      <FormEntitySelectField
        name="panel"
        label="Panel"
        options={panelsFor(catalogue, state, installerId)}
        getLabel={panelLabel}
        emptyLabel="None"
      />
      <FormEntitySelectField
        name="inverter"
        label="Inverter"
        options={catalogue.inverters}
        getLabel={inverterLabel}
        emptyLabel="None"
      />
      <FormEntitySelectField
        name="financeOption"
        label="Finance Option"
        options={financeOptionsFor(catalogue, installerId)}
        getLabel={financeLabel}
        emptyLabel="None"
      />
    </Box>
  );
}
