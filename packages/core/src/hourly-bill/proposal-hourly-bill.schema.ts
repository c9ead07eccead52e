import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { MeteringRuleSchema } from './hourly-plan.schema';

const hours24 = lazySchema(() => z.array(z.number()).length(24));

/** kWh by hour of day (0–23) of an average day: production, load, bought and sold. */
export const DayProfileSchema = lazySchema(() =>
  z.object({ production: hours24, load: hours24, importKwh: hours24, exportKwh: hours24 }),
);
export type DayProfile = z.infer<typeof DayProfileSchema>;

/**
 * The hourly bill of a proposal whose post-solar plan is hourly (issue 35), stored with its
 * figures: the post-solar plan's bills by month without and with solar ($), kWh bought and sold,
 * the export credit, the share of production used at home, and the average summer (June–August)
 * and winter (December–February) day for the deck. `isLoadModelled`: the household load was
 * modelled from monthly kWh, not metered, and is labelled "modelled" wherever it is shown.
 */
export const ProposalHourlyBillSchema = lazySchema(() => {
  const month = z.object({
    withoutSolar: z.number(),
    withSolar: z.number(),
    importKwh: z.number(),
    exportKwh: z.number(),
    exportCredit: z.number(),
  });
  return z.object({
    metering: MeteringRuleSchema,
    isLoadModelled: z.boolean(),
    annual: z.object({
      withoutSolar: z.number(),
      withSolar: z.number(),
      importKwh: z.number(),
      exportKwh: z.number(),
      loadKwh: z.number(),
      productionKwh: z.number(),
    }),
    monthly: z.array(month).length(12),
    selfConsumedShare: z.number().min(0).max(1),
    typicalDays: z.object({ summer: DayProfileSchema, winter: DayProfileSchema }),
  });
});
export type ProposalHourlyBill = z.infer<typeof ProposalHourlyBillSchema>;
