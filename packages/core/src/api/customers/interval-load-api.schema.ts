import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';

/** The most a Green Button file may hold: a year of 15-minute CSV rows is about 3 MB. */
export const INTERVAL_LOAD_MAX_CHARS = 4 * 1024 * 1024;

/** PUT /api/customers/{id}/interval-load: the uploaded file's name and text (decision 0062). */
export const SaveIntervalLoadInputSchema = lazySchema(() =>
  z.object({
    fileName: z.string().trim().min(1).max(255),
    text: z.string().min(1).max(INTERVAL_LOAD_MAX_CHARS),
  }),
);
export type SaveIntervalLoadInput = z.infer<typeof SaveIntervalLoadInputSchema>;

/** The stored interval load as the API shows it (the 8760 hours stay on the server). */
export const IntervalLoadSummarySchema = lazySchema(() =>
  z.object({
    fileName: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    annualKwh: z.number(),
    /** kWh per calendar month (January first), whole kWh: the rep may use them as usage. */
    monthlyKwh: z.array(z.number()).length(12),
  }),
);
export type IntervalLoadSummary = z.infer<typeof IntervalLoadSummarySchema>;
export const IntervalLoadResponseSchema = lazySchema(() => IntervalLoadSummarySchema.nullable());
