import { z } from 'zod';

/**
 * Contract of `POST /api/production/estimate`: a site and its arrays in, 12 monthly AC kWh per
 * array out, with the source that produced them.
 */

/** Where an estimate came from: NREL PVWatts v8, the local engine on a weather file, or clear sky. */
export const PRODUCTION_SOURCES = ['pvwatts', 'local-weather', 'clear-sky'] as const;
export type ProductionSource = (typeof PRODUCTION_SOURCES)[number];

/** PVWatts' default total DC losses, %. */
export const DEFAULT_SYSTEM_LOSSES_PCT = 14.08;

export const ProductionArrayInputSchema = z.object({
  /** DC nameplate, kW (PVWatts accepts 0.05 and up). */
  kw: z.number().min(0.05).max(1000),
  /** Degrees from horizontal. */
  tilt: z.number().min(0).max(90),
  /** Degrees east of north: 90 east, 180 south, 270 west. */
  azimuth: z.number().min(0).lt(360),
});
export type ProductionArrayInput = z.infer<typeof ProductionArrayInputSchema>;

export const ProductionEstimateRequestSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  arrays: z.array(ProductionArrayInputSchema).min(1).max(20),
  /** Total DC system losses, % (PVWatts range −5 to 99). */
  losses: z.number().min(-5).max(99).default(DEFAULT_SYSTEM_LOSSES_PCT),
});
export type ProductionEstimateRequest = z.infer<typeof ProductionEstimateRequestSchema>;

export const ProductionArrayEstimateSchema = z.object({
  /** AC energy per month, kWh, January first. */
  monthlyKwh: z.array(z.number().nonnegative()).length(12),
});
export type ProductionArrayEstimate = z.infer<typeof ProductionArrayEstimateSchema>;

export const ProductionEstimateResponseSchema = z.object({
  source: z.enum(PRODUCTION_SOURCES),
  /** True for the clear-sky fallback: indicative only, to be shown as approximate. */
  approximate: z.boolean(),
  /** File name of the typical-year weather file used by the local engine. */
  weatherFile: z.string().optional(),
  /** One entry per requested array, in request order. */
  arrays: z.array(ProductionArrayEstimateSchema),
});
export type ProductionEstimateResponse = z.infer<typeof ProductionEstimateResponseSchema>;
