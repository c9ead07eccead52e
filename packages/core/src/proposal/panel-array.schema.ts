import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedInt, boundedNumber } from '../api/bounds';

/** Most panel arrays (roof faces) a build may have (spec 2 §9). */
export const MAX_PANEL_ARRAYS = 9;

/** Twelve monthly kWh values Jan–Dec, or empty before production has been fetched. */
const monthly = (kwh: z.ZodNumber) =>
  z.array(kwh).refine((v) => v.length === 0 || v.length === 12, 'Expected 12 monthly values');
export const MonthlyKwhSchema = lazySchema(() => monthly(boundedNumber('kwhPerMonth')));
/** One panel's monthly kWh (its own, smaller bound: an array's is panels × this). */
export const PanelMonthlyKwhSchema = lazySchema(() => monthly(boundedNumber('panelKwhPerMonth')));

/**
 * One roof face (spec 3 §3). `tilt` and `azimuth` are degrees (azimuth 180 = south; null =
 * not entered). `production` is the array's monthly kWh for its current panels and
 * `singlePanelProduction` the monthly kWh of one panel on this face.
 */
export const PanelArraySchema = lazySchema(() =>
  z.object({
    panels: boundedInt('panelsPerArray'),
    tilt: z.number().min(0).max(90),
    azimuth: z.number().min(0).max(360).nullable(),
    maxPanelsAllowed: boundedInt('panelsPerArray'),
    recommendedPanels: boundedInt('panelsPerArray'),
    production: MonthlyKwhSchema,
    singlePanelProduction: PanelMonthlyKwhSchema,
    isInBaseEpcCalculation: z.boolean(),
  }),
);
export type PanelArray = z.infer<typeof PanelArraySchema>;

export const PanelArraysSchema = lazySchema(() => z.array(PanelArraySchema).max(MAX_PANEL_ARRAYS));
