import Box from '@mui/material/Box';
import { FormEntitySelectField } from '../../../../components/form/entity-select-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { servesState, withoutVersion } from '../../utils/proposal-context';

/**
 * Installer, panel and inverter of the proposal. The lists serve the customer's state; whether
 * the installer offers the panel is checked by Preview Changes ('invalid Panel Selection').
 */
export function EditorHardwareFields() {
  const { catalogue, customer } = useProposalWorkspace();
  const installers = catalogue.installers.filter((i) =>
    servesState(i.statesServiced, customer.state),
  );
  const panels = catalogue.panels
    .filter((p) => servesState(p.statesServiced, customer.state))
    .map(withoutVersion);
  const inverters = catalogue.inverters.map(withoutVersion);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormSelectField
        name="details.installerId"
        label="Installer"
        size="small"
        options={installers.map((i) => ({ value: i.id, label: `${i.name} (${i.baseTemplate})` }))}
      />
      <FormEntitySelectField
        name="details.panel"
        label="Panel"
        size="small"
        options={panels}
        getLabel={(p) => p.name}
      />
      <FormEntitySelectField
        name="details.inverter"
        label="Inverter"
        size="small"
        options={inverters}
        getLabel={(i) => i.name}
        emptyLabel="No inverter"
      />
    </Box>
  );
}

/** The finance option; whether the installer offers it is checked by Preview Changes. */
export function EditorFinanceOptionField() {
  const { catalogue } = useProposalWorkspace();
  const options = catalogue.financeOptions.map(withoutVersion);
  return (
    <FormEntitySelectField
      name="details.financeOption"
      label="Finance Option"
      size="small"
      options={options}
      getLabel={(o) =>
        o.lengthInYears > 0 ? `${o.name} (${o.lengthInYears} yr, ${o.apr}%)` : o.name
      }
    />
  );
}
