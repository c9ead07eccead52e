import Box from '@mui/material/Box';
import { type Adder } from '@pb/core';
import { FormEntitySelectField } from '../../../../components/form/entity-select-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { useSetFormValue } from '../../../../components/form/use-form-value';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatMoney } from '../../utils/format';
import { toProposalTemplate } from '../../utils/proposal-form-values';

const GROUND_MOUNT_ADDER = 'Ground Mount';

const roofLabel = (roof: Adder) => {
  const amount = roof.isEpcAdder
    ? `$${roof.epcAdder}/W`
    : roof.adder > 0
      ? formatMoney(roof.adder)
      : 'no adder';
  return `${roof.name} (${amount})`;
};

/**
 * Roof type (the site settings' roof types; the top one is the default), the template picker
 * and the ground mount toggle. Turning ground mount on adds the site settings' 'Ground Mount'
 * adder (and off removes it); a ground mount system's panels cannot change.
 */
export function ProposalOptionFields({ layout = 'column' }: { layout?: 'column' | 'row' }) {
  const { catalogue, values } = useProposalWorkspace();
  const setValue = useSetFormValue();
  const roofTypes = catalogue.siteSettings?.roofTypes ?? [];
  const templates = catalogue.templates.map(toProposalTemplate);
  const groundMount = catalogue.siteSettings?.adders.find((a) => a.name === GROUND_MOUNT_ADDER);

  const onGroundMount = (isOn: boolean) => {
    if (!groundMount) return;
    const others = values.customAdders.filter((a) => a.name !== GROUND_MOUNT_ADDER);
    setValue('customAdders', isOn ? [...others, { ...groundMount, isLocked: false }] : others);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: layout, gap: 2 }}>
      <FormSelectField
        name="roofType"
        label="Roof Type"
        size="small"
        fullWidth
        options={roofTypes.map((r) => ({ value: r.name, label: roofLabel(r) }))}
      />
      <FormEntitySelectField
        name="template"
        label="Template"
        size="small"
        fullWidth
        options={templates}
        emptyLabel="No template"
        getLabel={(t) => (t.name === t.baseTemplate ? t.name : `${t.name} (${t.baseTemplate})`)}
      />
      <FormSwitchField name="isGroundMount" label="Ground Mount" onValueChange={onGroundMount} />
    </Box>
  );
}
