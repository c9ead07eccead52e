import { z } from 'zod';

/**
 * Contract of `POST /api/production/estimate`: a site and its arrays in, 12 monthly AC kWh per
 * array out, with the source that produced them.
 */

/**
 * Where an estimate came from, in order of precedence (docs/production.md): NREL PVWatts v8, the
 * local engine on a file in WEATHER_DIR, the local engine on the bundled TMY3 weather pack, or
 * clear sky (approximate).
 */
export const PRODUCTION_SOURCES = [
  'pvwatts',
  'local-weather',
  'weather-pack',
  'clear-sky',
] as const;
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

/** The typical-year weather the local engine ran on: which station or file, and how far away. */
export const ProductionWeatherStationSchema = z.object({
  /** 'TMY3' for the bundled weather pack, 'Weather file' for a file in WEATHER_DIR. */
  dataset: z.string(),
  /** Station id in the pack (e.g. '723140'), or the file name in WEATHER_DIR. */
  id: z.string(),
  /** Display name: 'Charlotte Douglas Intl', or the file name. */
  name: z.string(),
  /** Great-circle distance from the site to the station, km (0.1 km). */
  distanceKm: z.number().nonnegative(),
});
export type ProductionWeatherStation = z.infer<typeof ProductionWeatherStationSchema>;

/** Which source produced an estimate; stored with the customer details after Generate. */
export const ProductionSourceInfoSchema = z.object({
  source: z.enum(PRODUCTION_SOURCES),
  /** True for the clear-sky fallback: indicative only, to be shown as approximate. */
  approximate: z.boolean(),
  /** File name of the WEATHER_DIR file used by the local engine. */
  weatherFile: z.string().optional(),
  /** The station or file the local engine used (sources local-weather and weather-pack). */
  station: ProductionWeatherStationSchema.optional(),
});
export type ProductionSourceInfo = z.infer<typeof ProductionSourceInfoSchema>;

export const ProductionEstimateResponseSchema = ProductionSourceInfoSchema.extend({
  /** One entry per requested array, in request order. */
  arrays: z.array(ProductionArrayEstimateSchema),
});
export type ProductionEstimateResponse = z.infer<typeof ProductionEstimateResponseSchema>;
