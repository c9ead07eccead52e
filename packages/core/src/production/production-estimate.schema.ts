import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

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

/**
 * PVWatts system defaults used when a request leaves them out: premium module, fixed roof mount,
 * DC/AC 1.2, inverter 96 %, ground coverage 0.4 (the PVWatts v8 web API's defaults; module and
 * array type are required there, and these are the values the product has always used).
 */
export const PVWATTS_DEFAULTS = {
  moduleType: 1,
  arrayType: 1,
  dcAcRatio: 1.2,
  invEff: 96,
  gcr: 0.4,
} as const;

export const ProductionArrayInputSchema = lazySchema(() =>
  z.object({
    /** DC nameplate, kW (PVWatts accepts 0.05 and up). */
    kw: z.number().min(0.05).max(1000),
    /** Degrees from horizontal (for one-axis trackers, the axis tilt; ignored for two-axis). */
    tilt: z.number().min(0).max(90),
    /**
     * Degrees east of north: 90 east, 180 south, 270 west (for one-axis trackers, the axis
     * azimuth). 360 is north like 0 (spec 2 counts 271 to 360 as north-facing); the outside
     * service is sent 0 for it.
     */
    azimuth: z.number().min(0).max(360),
    /** PVWatts module_type: 0 standard, 1 premium, 2 thin film. */
    moduleType: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .default(PVWATTS_DEFAULTS.moduleType),
    /**
     * PVWatts array_type: 0 fixed open rack, 1 fixed roof mount, 2 one-axis tracking, 3 one-axis
     * backtracking, 4 two-axis tracking.
     */
    arrayType: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .default(PVWATTS_DEFAULTS.arrayType),
    /** DC-to-AC ratio (PVWatts dc_ac_ratio, positive). */
    dcAcRatio: z.number().gt(0).max(10).default(PVWATTS_DEFAULTS.dcAcRatio),
    /** Inverter efficiency at rated power, % (PVWatts inv_eff, 90–99.5). */
    invEff: z.number().min(90).max(99.5).default(PVWATTS_DEFAULTS.invEff),
    /** Ground coverage ratio (PVWatts gcr, 0.01–0.99): row self-shading and backtracking. */
    gcr: z.number().min(0.01).max(0.99).default(PVWATTS_DEFAULTS.gcr),
  }),
);
export type ProductionArrayInput = z.infer<typeof ProductionArrayInputSchema>;

export const ProductionEstimateRequestSchema = lazySchema(() =>
  z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    arrays: z.array(ProductionArrayInputSchema).min(1).max(20),
    /** Total DC system losses, % (PVWatts range −5 to 99). */
    losses: z.number().min(-5).max(99).default(DEFAULT_SYSTEM_LOSSES_PCT),
  }),
);
export type ProductionEstimateRequest = z.infer<typeof ProductionEstimateRequestSchema>;

export const ProductionArrayEstimateSchema = lazySchema(() =>
  z.object({
    /** AC energy per month, kWh, January first. */
    monthlyKwh: z.array(z.number().nonnegative()).length(12),
  }),
);
export type ProductionArrayEstimate = z.infer<typeof ProductionArrayEstimateSchema>;

/** The typical-year weather the local engine ran on: which station or file, and how far away. */
export const ProductionWeatherStationSchema = lazySchema(() =>
  z.object({
    /** 'TMY3' for the bundled weather pack, 'Weather file' for a file in WEATHER_DIR. */
    dataset: z.string(),
    /** Station id in the pack (e.g. '723140'), or the file name in WEATHER_DIR. */
    id: z.string(),
    /** Display name: 'Charlotte Douglas Intl', or the file name. */
    name: z.string(),
    /** Great-circle distance from the site to the station, km (0.1 km). */
    distanceKm: z.number().nonnegative(),
  }),
);
export type ProductionWeatherStation = z.infer<typeof ProductionWeatherStationSchema>;

/** Which source produced an estimate; stored with the customer details after Generate. */
export const ProductionSourceInfoSchema = lazySchema(() =>
  z.object({
    source: z.enum(PRODUCTION_SOURCES),
    /** True for the clear-sky fallback: indicative only, to be shown as approximate. */
    approximate: z.boolean(),
    /** File name of the WEATHER_DIR file used by the local engine. */
    weatherFile: z.string().optional(),
    /** The station or file the local engine used (sources local-weather and weather-pack). */
    station: ProductionWeatherStationSchema.optional(),
  }),
);
export type ProductionSourceInfo = z.infer<typeof ProductionSourceInfoSchema>;

export const ProductionEstimateResponseSchema = lazySchema(() =>
  ProductionSourceInfoSchema.extend({
    /** One entry per requested array, in request order. */
    arrays: z.array(ProductionArrayEstimateSchema),
  }),
);
export type ProductionEstimateResponse = z.infer<typeof ProductionEstimateResponseSchema>;
