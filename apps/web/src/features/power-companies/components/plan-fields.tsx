import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { monthCoverage, type Month } from '@pb/core';
import { FormArrayField } from '../../../components/form/array-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormSwitchField } from '../../../components/form/switch-field';
import { FormTextField } from '../../../components/form/text-field';
import { useFormValue } from '../../../components/form/use-form-value';
import { newMonthGroup, type PlanKind } from '../utils/plan-form';
import { HourlyRateFields } from './hourly-rate-fields';
import { MonthGroupCard } from './month-group-card';

/** Post-solar plans: the Net Metering toggle, its share (0.0–1.0) and its rate ($/kWh). */
function NetMeteringFields() {
  const hasNetMetering = useFormValue<boolean>('hasNetMetering');
  return (
    <Box sx={{ mb: 1 }}>
      <FormSwitchField name="hasNetMetering" label="Net Metering" />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        <FormNumberField
          name="netMeteringPercentage"
          label="Net Metering Percentage (0.0–1.0)"
          required
          disabled={!hasNetMetering}
          min={0}
          max={1}
          step={0.01}
        />
        <FormNumberField
          name="netMeteringRate"
          label="Net Metering Rate ($/kWh)"
          required
          disabled={!hasNetMetering}
          min={0}
          step={0.001}
        />
      </Box>
    </Box>
  );
}

/**
 * Which months the groups leave out or list twice, as the rep edits (issue 9): a plan must cover
 * all twelve months exactly once, or the save answers 400.
 */
function MonthCoverageNote() {
  const groups = useFormValue<{ months?: Month[] }[]>('monthGroups') ?? [];
  if (groups.length === 0) return null;
  const { missing, doubled } = monthCoverage(groups.map((g) => ({ months: g.months ?? [] })));
  if (missing.length === 0 && doubled.length === 0) return null;
  return (
    <Typography variant="body2" color="error" role="status" sx={{ mt: 1 }}>
      {missing.length > 0 && `Months in no group: ${missing.join(', ')}. `}
      {doubled.length > 0 && `Months in more than one group: ${doubled.join(', ')}. `}
      Every month must belong to exactly one group.
    </Typography>
  );
}

/** The plan dialog's fields: name, (net metering,) the month groups and the hourly rate. */
export function PlanFields({ kind }: { kind: PlanKind }) {
  return (
    <>
      <FormTextField name="name" label="Plan Name" required autoComplete="off" />
      {kind === 'post' && <NetMeteringFields />}
      <Typography variant="h3" component="h2" sx={{ mt: 2, mb: 1 }}>
        Month Groups
      </Typography>
      <FormArrayField name="monthGroups">
        {({ fields, append, remove }) => (
          <>
            {fields.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                No month groups yet.
              </Typography>
            )}
            {fields.map((field, index) => (
              <MonthGroupCard
                key={field.id}
                index={index}
                canRemove
                onRemove={() => remove(index)}
              />
            ))}
            <Button startIcon={<AddIcon />} onClick={() => append(newMonthGroup())}>
              Add Month Group
            </Button>
          </>
        )}
      </FormArrayField>
      <MonthCoverageNote />
      <HourlyRateFields />
    </>
  );
}
