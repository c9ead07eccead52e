import {
  buildClearSkyWeather,
  estimateHourlyAcKwh,
  HOURS_PER_YEAR,
  PVWATTS_DEFAULTS,
  type ProductionSource,
  type ProductionWeatherStation,
  type WeatherData,
} from '@pb/core';
import { createClearSkyEstimator } from './clear-sky-estimator';
import { engineOptions, roundKm } from './local-engine';
import { WEATHER_FILE_DATASET, createLocalWeatherEstimator } from './local-weather-estimator';
import { LruCache } from './lru-cache';
import type {
  ProductionArraySpec,
  ProductionEstimate,
  ProductionEstimateInput,
  ProductionEstimator,
  ProductionSourceAdapter,
} from './production-estimator';
import { createPvwattsClient } from './pvwatts-client';
import { DEFAULT_WEATHER_PACK_FILE } from './weather-pack/weather-pack-file';
import { createWeatherPackEstimator } from './weather-pack-estimator';

/** Plain configuration (the caller maps NREL_API_KEY, PVWATTS_BASE_URL and WEATHER_DIR). */
export interface ProductionEstimatorConfig {
  nrelApiKey?: string;
  pvwattsBaseUrl?: string;
  weatherDir?: string;
  /**
   * The weather pack: a file path, undefined for the bundled TMY3 pack, or null for none
   * (WEATHER_PACK; 'off' maps to null).
   */
  weatherPackFile?: string | null;
  /** A weather file or pack station farther than this is not used (default 250 km). */
  maxWeatherDistanceKm?: number;
  /** Array estimates kept in memory (default 5000). */
  cacheSize?: number;
  pvwattsTimeoutMs?: number;
  fetch?: typeof fetch;
  /** Where an unusable weather file is reported (once). */
  log?: { warn(details: object, message: string): void };
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

interface Choice {
  adapter: ProductionSourceAdapter;
  /** Station id or file name: part of the cache key. */
  weatherKey?: string;
  weatherFile?: string;
  station?: ProductionWeatherStation;
}

/**
 * Chooses the source per request (docs/production.md, "Weather sources and precedence"):
 * 1. an NREL key configured → PVWatts;
 * 2. else the nearest file in WEATHER_DIR within 250 km → the local engine on that file;
 * 3. else the nearest station of the bundled weather pack within 250 km → the local engine on it;
 * 4. else clear sky, labelled approximate.
 * Every estimate names its source, and for 2 and 3 the station/file and its distance. Each
 * array's monthly kWh is cached by source, weather and rounded inputs, in flight included, so one
 * build never asks the outside service twice for the same array. A PVWatts failure is reported,
 * not papered over with another source. Failed estimates are not cached.
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
        ...(config.log ? { log: config.log } : {}),
      })
    : null;
  const packFile =
    config.weatherPackFile === undefined ? DEFAULT_WEATHER_PACK_FILE : config.weatherPackFile;
  const pack = packFile
    ? createWeatherPackEstimator({ file: packFile, maxDistanceKm: config.maxWeatherDistanceKm })
    : null;
  const clearSky = createClearSkyEstimator();
  // Each array's estimate, with the station the source names (PVWatts' station_info).
  const cache = new LruCache<
    string,
    Promise<{ monthlyKwh: number[]; station?: ProductionWeatherStation }>
  >(config.cacheSize ?? 5000);
  // 8760 hours of one array are 70 KB: a few hundred faces at most.
  const hourlyCache = new LruCache<string, Float64Array>(256);

  /** The typical year the hourly shape is drawn from: a nearby file, else a pack station, else clear sky. */
  async function hourlyWeather(latitude: number, longitude: number): Promise<WeatherData> {
    const hourly = (w: WeatherData | null) => (w && w.length === HOURS_PER_YEAR ? w : null);
    return (
      hourly(local ? await local.weatherNear(latitude, longitude) : null) ??
      hourly(pack ? await pack.weatherNear(latitude, longitude) : null) ??
      buildClearSkyWeather(latitude, longitude)
    );
  }

  async function pick(latitude: number, longitude: number): Promise<Choice> {
    if (pvwatts) return { adapter: pvwatts };
    const file = local ? await local.findNearest(latitude, longitude) : null;
    if (local && file) {
      return {
        adapter: local,
        weatherKey: file.file,
        weatherFile: file.file,
        station: {
          dataset: WEATHER_FILE_DATASET,
          id: file.file,
          name: file.file,
          distanceKm: roundKm(file.distanceKm),
        },
      };
    }
    const nearest = pack ? await pack.findNearest(latitude, longitude) : null;
    if (pack && nearest) {
      return {
        adapter: pack,
        weatherKey: nearest.station.id,
        station: {
          dataset: nearest.dataset,
          id: nearest.station.id,
          name: nearest.station.name,
          distanceKm: roundKm(nearest.distanceKm),
        },
      };
    }
    return { adapter: clearSky };
  }

  return {
    async hourlyTemperatureC(latitude: number, longitude: number): Promise<Float64Array> {
      return Float64Array.from((await hourlyWeather(latitude, longitude)).tdry);
    },
    async estimateHourly(raw: ProductionEstimateInput): Promise<Float64Array[]> {
      const input = normalise(raw);
      let weather: WeatherData | undefined;
      const out: Float64Array[] = [];
      for (const array of input.arrays) {
        const key = [
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
        let hours = hourlyCache.get(key);
        if (!hours) {
          weather ??= await hourlyWeather(input.latitude, input.longitude);
          hours = estimateHourlyAcKwh(weather, engineOptions(array, input.losses));
          hourlyCache.set(key, hours);
        }
        out.push(hours);
      }
      return out;
    },
    async estimate(raw: ProductionEstimateInput): Promise<ProductionEstimate> {
      const input = normalise(raw);
      const { adapter, weatherKey, weatherFile, station } = await pick(
        input.latitude,
        input.longitude,
      );
      const source: ProductionSource = adapter.source;
      const arrays = await Promise.all(
        input.arrays.map(async (array) => {
          const key = [
            source,
            weatherKey ?? '',
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
            pending = adapter.estimate({ ...input, arrays: [array] }).then((r) => {
              const monthlyKwh = r.arrays[0]?.monthlyKwh;
              if (!monthlyKwh) throw new Error('No estimate');
              return r.station ? { monthlyKwh, station: r.station } : { monthlyKwh };
            });
            cache.set(key, pending);
            const settled = pending;
            settled.catch(() => {
              if (cache.get(key) === settled) cache.delete(key);
            });
          }
          return await pending;
        }),
      );
      const named = station ?? arrays.find((a) => a.station)?.station;
      return {
        source,
        approximate: source === 'clear-sky',
        ...(weatherFile ? { weatherFile } : {}),
        ...(named ? { station: named } : {}),
        arrays: arrays.map((a) => ({ monthlyKwh: [...a.monthlyKwh] })),
      };
    },
  };
}
