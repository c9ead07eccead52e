import { annualUsageForMonthlyBill, usd, type AnyPaymentPlan, type UsageEntry } from '@pb/core';
import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFormValue } from '../../../components/form/use-form-value';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Spec 3 §9: the average-bill look-up waits 33 ms after the last change. */
export const AVG_BILL_DEBOUNCE_MS = 33;

const ANNUAL = 'preSolarPowerUsage.annualPowerUsage';

export type AvgBillUsage =
  | { status: 'inactive' }
  | { status: 'needs-plan' }
  | { status: 'unreachable' }
  | { status: 'computed'; annual: number };

/**
 * With usage entry 'Average Monthly Bill', turns the bill into annual kWh with the engine's exact
 * inverse of the pre-solar plan's tiered bill (spec 3 §4), 33 ms after the bill stops changing,
 * and keeps `annualPowerUsage` in step (the saved fallback of that entry).
 */
export function useAvgBillUsage(): AvgBillUsage {
  const entry = useFormValue<UsageEntry>('preSolarPowerUsage.usageEntry');
  const bill = useFormValue<number | null>('preSolarPowerUsage.averageMonthlyBill');
  const plan = useFormValue<AnyPaymentPlan | null>('preSolarPlan');
  const debouncedBill = useDebouncedValue(bill, AVG_BILL_DEBOUNCE_MS);
  const { getValues, setValue } = useFormContext();
  const isActive = entry === 'avgMonthlyBill';

  const annual = useMemo(() => {
    if (!isActive || !plan || typeof debouncedBill !== 'number' || !(debouncedBill >= 0)) {
      return undefined;
    }
    return annualUsageForMonthlyBill(plan, usd(debouncedBill));
  }, [isActive, plan, debouncedBill]);

  useEffect(() => {
    if (typeof annual !== 'number' || getValues(ANNUAL) === annual) return;
    // Derived from the bill (already a change of its own): not a change to save by itself.
    setValue(ANNUAL, annual);
  }, [annual, getValues, setValue]);

  if (!isActive) return { status: 'inactive' };
  if (!plan) return { status: 'needs-plan' };
  if (annual === null) return { status: 'unreachable' };
  if (annual === undefined) return { status: 'computed', annual: 0 };
  return { status: 'computed', annual };
}
