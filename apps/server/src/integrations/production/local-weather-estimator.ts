import { open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  estimateMonthlyAcKwh,
  greatCircleKm,
  isWeatherFileName,
  parseWeatherFile,
  parseWeatherHeader,
  type WeatherData,
  type WeatherHeader,
} from '@pb/core';
import { AppError } from '../../errors';
import { LruCache } from './lru-cache';
import type {
  ProductionEstimate,
  ProductionEstimateInput,
  ProductionSourceAdapter,
} from './production-estimator';

export interface LocalWeatherEstimatorOptions {
  /** Folder of typical-year weather files (TMY2, TMY3, SAM/NSRDB CSV, EPW): WEATHER_DIR. */
  dir: string;
  /** Beyond this great-circle distance a file is not "nearby" (default 250 km). */
  maxDistanceKm?: number;
  /** How many parsed files stay in memory (each ~1 MB; default 8). */
  maxCachedFiles?: number;
}

export interface NearestWeatherFile {
  /** File name inside the folder (never a full path). */
  file: string;
  distanceKm: number;
  header: WeatherHeader;
}

export interface LocalWeatherEstimator extends ProductionSourceAdapter {
  /** The closest file within the distance limit, or null when none is nearby. */
  findNearest(latitude: number, longitude: number): Promise<NearestWeatherFile | null>;
}

/** Bytes read from the start of each file to learn its location (headers are short). */
const HEADER_BYTES = 8192;

async function readHead(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * The local PVWatts v8 engine (@pb/core) on the weather file nearest the customer. The folder is
 * indexed lazily on first use by reading only each file's header; files whose header cannot be read
 * are skipped. Parsed files are kept in a small LRU cache.
 */
export function createLocalWeatherEstimator(
  options: LocalWeatherEstimatorOptions,
): LocalWeatherEstimator {
  const maxDistanceKm = options.maxDistanceKm ?? 250;
  const parsed = new LruCache<string, Promise<WeatherData>>(options.maxCachedFiles ?? 8);
  let index: Promise<{ file: string; header: WeatherHeader }[]> | undefined;

  async function buildIndex(): Promise<{ file: string; header: WeatherHeader }[]> {
    const all = await readdir(options.dir).catch((err: unknown) => {
      const why = err instanceof Error ? err.message : String(err);
      throw new Error(`Weather folder ${options.dir} cannot be read: ${why}`);
    });
    const names = all.filter(isWeatherFileName).sort();
    const entries = await Promise.all(
      names.map(async (file) => {
        try {
          return {
            file,
            header: parseWeatherHeader(await readHead(path.join(options.dir, file)), file),
          };
        } catch {
          return null;
        }
      }),
    );
    return entries.filter((e) => e !== null);
  }

  function loadIndex() {
    if (!index) {
      index = buildIndex();
      // A folder that could not be read is tried again on the next request.
      index.catch(() => (index = undefined));
    }
    return index;
  }

  function loadWeather(file: string): Promise<WeatherData> {
    let weather = parsed.get(file);
    if (!weather) {
      weather = readFile(path.join(options.dir, file), 'utf8').then((t) =>
        parseWeatherFile(t, file),
      );
      parsed.set(file, weather);
      weather.catch(() => parsed.delete(file));
    }
    return weather;
  }

  async function findNearest(latitude: number, longitude: number) {
    let best: NearestWeatherFile | null = null;
    for (const { file, header } of await loadIndex()) {
      const distanceKm = greatCircleKm(latitude, longitude, header.latitude, header.longitude);
      if (distanceKm <= maxDistanceKm && (!best || distanceKm < best.distanceKm)) {
        best = { file, distanceKm, header };
      }
    }
    return best;
  }

  return {
    source: 'local-weather',
    findNearest,
    async estimate(input: ProductionEstimateInput): Promise<ProductionEstimate> {
      const nearest = await findNearest(input.latitude, input.longitude);
      if (!nearest) {
        throw new AppError(
          'NOT_FOUND',
          `No weather file within ${maxDistanceKm} km of ${input.latitude}, ${input.longitude}`,
        );
      }
      const weather = await loadWeather(nearest.file);
      return {
        source: 'local-weather',
        approximate: false,
        weatherFile: nearest.file,
        arrays: input.arrays.map((a) => ({
          monthlyKwh: estimateMonthlyAcKwh(weather, {
            kwDc: a.kw,
            tilt: a.tilt,
            azimuth: a.azimuth,
            lossesPct: input.losses,
            moduleType: a.moduleType,
            arrayType: a.arrayType,
            dcAcRatio: a.dcAcRatio,
            invEff: a.invEff,
            gcr: a.gcr,
          }),
        })),
      };
    },
  };
}
