import Typography from '@mui/material/Typography';
import {
  boundedNumber,
  TODAY_ONLY_DEFAULT_MONTHS,
  TODAY_ONLY_INCENTIVE_NAME,
  TODAY_ONLY_MAX_MONTHS,
  TODAY_ONLY_MIN_MONTHS,
  todayOnlyDisplayedPayment,
  usd,
  type Incentive,
  type IncentiveEntry,
} from '@pb/core';
import { z } from 'zod';
import { FormDialog } from '../../../../components/form/form-dialog';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSliderField } from '../../../../components/form/slider-field';
import { useFormValue } from '../../../../components/form/use-form-value';
import { formatWholeDollars } from '../../utils/format';

const TodayOnlySchema = z.object({
  months: z.int().min(TODAY_ONLY_MIN_MONTHS).max(TODAY_ONLY_MAX_MONTHS),
  max: boundedNumber('money').positive('Enter the most this incentive may cover'),
});

type TodayOnlyIncentiveDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The loan payment the first months would cost, before this incentive. */
  monthlyPayment: number;
  /** The catalogue's Today Only incentive, if it has one (its max is the default). */
  template: Incentive | null;
  onAdd: (entry: IncentiveEntry) => void;
};

function CoveredPayments({ payment }: { payment: number }) {
  const months = useFormValue<number | null>('months') ?? 0;
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      Covers {months} payments of {formatWholeDollars(payment)} (about{' '}
      {formatWholeDollars(months * payment)}), up to its max.
    </Typography>
  );
}

/**
 * Today Only Incentive (spec 3 §5): covers the customer's first 0–24 loan payments (default 12)
 * up to its max; the monthly payment is shown rounded up. Offered only while none is present.
 */
export function TodayOnlyIncentiveDialog({
  isOpen,
  onClose,
  monthlyPayment,
  template,
  onAdd,
}: TodayOnlyIncentiveDialogProps) {
  const payment = todayOnlyDisplayedPayment(usd(monthlyPayment));
  return (
    <FormDialog
      title={TODAY_ONLY_INCENTIVE_NAME}
      isOpen={isOpen}
      onClose={onClose}
      schema={TodayOnlySchema}
      defaultValues={{
        months: TODAY_ONLY_DEFAULT_MONTHS,
        max: template?.max || Math.ceil(payment * TODAY_ONLY_DEFAULT_MONTHS) || null,
      }}
      submitLabel="Add"
      maxWidth="xs"
      onSubmit={(values) => {
        onAdd({
          incentive: {
            id: template?.id ?? 'today-only-incentive',
            name: TODAY_ONLY_INCENTIVE_NAME,
            type: 'Today Only Incentive',
            value: 0,
            max: values.max,
            hasNoMax: false,
            scope: 'Custom',
            statesServiced: [],
          },
          deduction: 0,
          months: values.months,
        });
        onClose();
      }}
    >
      <Typography variant="h6" component="p" sx={{ mb: 2 }} aria-label="Monthly payment">
        Monthly Payment: {formatWholeDollars(payment)}
      </Typography>
      <FormSliderField
        name="months"
        label="Months"
        min={TODAY_ONLY_MIN_MONTHS}
        max={TODAY_ONLY_MAX_MONTHS}
        step={1}
      />
      <FormNumberField
        name="months"
        label="Months"
        min={TODAY_ONLY_MIN_MONTHS}
        max={TODAY_ONLY_MAX_MONTHS}
        step={1}
        size="small"
        sx={{ mt: 1, mr: 1 }}
      />
      <FormNumberField name="max" label="Max ($)" min={0} step={1} size="small" sx={{ mt: 1 }} />
      <CoveredPayments payment={payment} />
    </FormDialog>
  );
}
