import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedNumber } from '../api/bounds';

/** How the customer's usage was entered (spec 3 §3). */
export const USAGE_ENTRIES = ['annual', 'monthly', 'allMonths', 'avgMonthlyBill'] as const;
export type UsageEntry = (typeof USAGE_ENTRIES)[number];

const kwh = lazySchema(() => boundedNumber('kwhPerMonth'));

/** Pre-solar power usage (spec 3 §3). kWh throughout; `averageMonthlyBill` in dollars. */
export const PowerUsageSchema = lazySchema(() =>
  z.object({
    usageEntry: z.enum(USAGE_ENTRIES),
    averageMonthlyBill: boundedNumber('money'),
    annualPowerUsage: boundedNumber('kwhPerYear'),
    monthlyPowerUsage: kwh,
    powerUsageJan: kwh,
    powerUsageFeb: kwh,
    powerUsageMar: kwh,
    powerUsageApr: kwh,
    powerUsageMay: kwh,
    powerUsageJun: kwh,
    powerUsageJul: kwh,
    powerUsageAug: kwh,
    powerUsageSep: kwh,
    powerUsageOct: kwh,
    powerUsageNov: kwh,
    powerUsageDec: kwh,
  }),
);
export type PowerUsage = z.infer<typeof PowerUsageSchema>;
