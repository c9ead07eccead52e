import { z } from 'zod';
import { UrdbRateSchema } from '../../hourly-bill/urdb-rate';
import { lazySchema } from '../../lazy-schema';
import { HOURLY_BILL_LIMITS, MeteringRuleSchema } from '../../hourly-bill/hourly-plan.schema';

/**
 * POST /api/calculations/bill (issue 35): a year's bills from 8760 hourly load and production on
 * an hourly (URDB) rate, within HOURLY_BILL_LIMITS.
 */

export const HourlyBillRequestSchema = lazySchema(() => {
  const price = z.number().min(0).max(HOURLY_BILL_LIMITS.dollarsPerKwh);
  const table = z.array(z.array(price).length(24)).length(12);
  const hours = z.array(z.number().min(0).max(HOURLY_BILL_LIMITS.kwhPerHour)).length(8760);
  return z.object({
    tariff: UrdbRateSchema,
    metering: MeteringRuleSchema,
    sellRates: z.object({ weekday: table, weekend: table }).optional(),
    yearEndSellRate: price.optional(),
    load: hours,
    production: hours,
  });
});
export type HourlyBillRequest = z.infer<typeof HourlyBillRequestSchema>;

export const HourlyBillResponseSchema = lazySchema(() => {
  const month = z.object({
    withoutSolar: z.number(),
    withSolar: z.number(),
    importKwh: z.number(),
    exportKwh: z.number(),
    exportCredit: z.number(),
  });
  return z.object({
    annual: z.object({
      withoutSolar: z.number(),
      withSolar: z.number(),
      importKwh: z.number(),
      exportKwh: z.number(),
    }),
    monthly: z.array(month).length(12),
  });
});
export type HourlyBillResponse = z.infer<typeof HourlyBillResponseSchema>;
