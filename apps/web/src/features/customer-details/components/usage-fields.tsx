import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  MONTHS,
  USAGE_ENTRIES,
  type AnyPaymentPlan,
  type PowerUsage,
  type UsageEntry,
} from '@pb/core';
import { useFormContext } from 'react-hook-form';
import { FormNumberField } from '../../../components/form/number-field';
import { FormSelectField } from '../../../components/form/select-field';
import { useFormValue } from '../../../components/form/use-form-value';
import { useAvgBillUsage } from '../hooks/use-avg-bill-usage';
import { formatKwh } from '../utils/format';
import { annualUsageOf } from '../utils/usage-total';

const USAGE_ENTRY_LABELS: Record<UsageEntry, string> = {
  annual: 'Annual',
  monthly: 'Monthly',
  allMonths: 'All Months',
  avgMonthlyBill: 'Average Monthly Bill',
};
const USAGE_ENTRY_OPTIONS = USAGE_ENTRIES.map((value) => ({
  value,
  label: USAGE_ENTRY_LABELS[value],
}));

const U = 'preSolarPowerUsage';

/**
 * How the customer's usage is entered (spec 3 §3): annual kWh, one monthly kWh, all twelve
 * months, or the average monthly bill (turned into annual kWh with the engine's inverse). The
 * annual usage it comes to is shown below.
 */
export function UsageFields() {
  const entry = useFormValue<UsageEntry>(`${U}.usageEntry`);
  const usage = useFormValue<PowerUsage>(U);
  const plan = useFormValue<AnyPaymentPlan | null>('preSolarPlan');
  const avgBill = useAvgBillUsage();
  const { getValues, setValue } = useFormContext();

  /** Boxes of the other entry kinds are hidden: an emptied one counts as 0, not as an error. */
  const zeroEmptyBoxes = () => {
    const current = (getValues(U) ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(current)) {
      if (key !== 'usageEntry' && typeof value !== 'number') setValue(`${U}.${key}`, 0);
    }
  };

  return (
    <Box>
      <FormSelectField
        name={`${U}.usageEntry`}
        label="Usage Entry"
        options={USAGE_ENTRY_OPTIONS}
        fullWidth
        onValueChange={zeroEmptyBoxes}
      />
      {entry === 'annual' && (
        <FormNumberField
          name={`${U}.annualPowerUsage`}
          label="Annual Usage (kWh)"
          min={0}
          fullWidth
        />
      )}
      {entry === 'monthly' && (
        <FormNumberField
          name={`${U}.monthlyPowerUsage`}
          label="Monthly Usage (kWh)"
          min={0}
          fullWidth
        />
      )}
      {entry === 'allMonths' && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            columnGap: 1,
          }}
        >
          {MONTHS.map((month) => (
            <FormNumberField
              key={month}
              name={`${U}.powerUsage${month}`}
              label={`${month} (kWh)`}
              size="small"
              min={0}
            />
          ))}
        </Box>
      )}
      {entry === 'avgMonthlyBill' && (
        <FormNumberField
          name={`${U}.averageMonthlyBill`}
          label="Average Monthly Bill ($)"
          min={0}
          fullWidth
        />
      )}
      {avgBill.status === 'needs-plan' && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Choose a pre-solar plan to turn the bill into usage.
        </Alert>
      )}
      {avgBill.status === 'unreachable' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          No usage reaches this bill on the chosen pre-solar plan.
        </Alert>
      )}
      <Typography variant="body2" sx={{ mt: 1 }} role="status" aria-live="polite">
        Annual usage:{' '}
        <Box component="strong" data-testid="annual-usage">
          {formatKwh(avgBill.status === 'computed' ? avgBill.annual : annualUsageOf(usage, plan))}
        </Box>
      </Typography>
    </Box>
  );
}
