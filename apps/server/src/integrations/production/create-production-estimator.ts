import { PVWATTS_DEFAULTS, type ProductionSource } from '@pb/core';
import { createClearSkyEstimator } from './clear-sky-estimator';
import { createLocalWeatherEstimator } from './local-weather-estimator';
import { LruCache } from './lru-cache';
import type {
  ProductionArraySpec,
  ProductionEstimate,
  ProductionEstimateInput,
  ProductionEstimator,
  ProductionSourceAdapter,
} from './production-estimator';
import { createPvwattsClient } from './pvwatts-client';

/** Plain configuration (the caller maps NREL_API_KEY, PVWATTS_BASE_URL and WEATHER_DIR). */
export interface ProductionEstimatorConfig {
  nrelApiKey?: string;
  pvwattsBaseUrl?: string;
  weatherDir?: string;
  /** A weather file farther than this is not used (default 250 km). */
  maxWeatherDistanceKm?: number;
  /** Array estimates kept in memory (default 5000). */
  cacheSize?: number;
  pvwattsTimeoutMs?: number;
  fetch?: typeof fetch;
}

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/**
 * Inputs rounded to what matters for energy (lat/lon 0.0001° ≈ 11 m, kW to 1 W, angles to 0.1°,
 * losses to 0.01 %, DC/AC and gcr to 0.001, inverter efficiency to 0.01 %), with the PVWatts
 * defaults filled in: the rounded values are both the cache key and what the source is asked.
 */
function normalise(input: ProductionEstimateInput) {
  return {
    latitude: round(input.latitude, 4),
    longitude: round(input.longitude, 4),
    losses: round(input.losses, 2),
    arrays: input.arrays.map((a): ProductionArraySpec => ({
      kw: round(a.kw, 3),
      tilt: round(a.tilt, 1),
      azimuth: round(a.azimuth, 1) % 360,
      moduleType: a.moduleType ?? PVWATTS_DEFAULTS.moduleType,
      arrayType: a.arrayType ?? PVWATTS_DEFAULTS.arrayType,
      dcAcRatio: round(a.dcAcRatio ?? PVWATTS_DEFAULTS.dcAcRatio, 3),
      invEff: round(a.invEff ?? PVWATTS_DEFAULTS.invEff, 2),
      gcr: round(a.gcr ?? PVWATTS_DEFAULTS.gcr, 3),
    })),
  };
}

/**
 * Chooses the source per request: NREL key configured → PVWatts; else the nearest weather file
 * within range → local engine; else clear sky (approximate). Each array's monthly kWh is cached
 * by source, weather file and rounded inputs, in flight included, so one build never asks the
 * outside service twice for the same array. A PVWatts failure is reported, not papered over with
 * another source. Failed estimates are not cached.
 */
export function createProductionEstimator(config: ProductionEstimatorConfig): ProductionEstimator {
  const pvwatts = config.nrelApiKey
    ? createPvwattsClient({
        apiKey: config.nrelApiKey,
        baseUrl: config.pvwattsBaseUrl,
        timeoutMs: config.pvwattsTimeoutMs,
        fetch: config.fetch,
      })
    : null;
  const local = config.weatherDir
    ? createLocalWeatherEstimator({
        dir: config.weatherDir,
        maxDistanceKm: config.maxWeatherDistanceKm,
      })
    : null;
  const clearSky = createClearSkyEstimator();
  const cache = new LruCache<string, Promise<number[]>>(config.cacheSize ?? 5000);

  async function pick(
    latitude: number,
    longitude: number,
  ): Promise<{ adapter: ProductionSourceAdapter; weatherFile?: string }> {
    if (pvwatts) return { adapter: pvwatts };
    const nearest = local ? await local.findNearest(latitude, longitude) : null;
    if (local && nearest) return { adapter: local, weatherFile: nearest.file };
    return { adapter: clearSky };
  }

  return {
    async estimate(raw: ProductionEstimateInput): Promise<ProductionEstimate> {
      const input = normalise(raw);
      const { adapter, weatherFile } = await pick(input.latitude, input.longitude);
      const source: ProductionSource = adapter.source;
      const arrays = await Promise.all(
        input.arrays.map(async (array) => {
          const key = [
            source,
            weatherFile ?? '',
            input.latitude,
            input.longitude,
            array.kw,
            array.tilt,
            array.azimuth,
            input.losses,
            array.moduleType,
            array.arrayType,
            array.dcAcRatio,
            array.invEff,
            array.gcr,
          ].join('|');
          let pending = cache.get(key);
          if (!pending) {
            pending = adapter
              .estimate({ ...input, arrays: [array] })
              .then((r) => r.arrays[0]?.monthlyKwh ?? Promise.reject(new Error('No estimate')));
            cache.set(key, pending);
            const settled = pending;
            settled.catch(() => {
              if (cache.get(key) === settled) cache.delete(key);
            });
          }
          return { monthlyKwh: [...(await pending)] };
        }),
      );
      return {
        source,
        approximate: source === 'clear-sky',
        ...(weatherFile ? { weatherFile } : {}),
        arrays,
      };
    },
  };
}
