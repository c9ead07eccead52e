import { open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  isWeatherFileName,
  parseWeatherFile,
  parseWeatherHeader,
  type WeatherData,
  type WeatherHeader,
} from '@pb/core';
import { AppError } from '../../errors';
import { roundKm, runLocalEngine } from './local-engine';
import { LruCache } from './lru-cache';
import type {
  ProductionEstimate,
  ProductionEstimateInput,
  ProductionSourceAdapter,
} from './production-estimator';
import { createStationIndex, type StationIndex } from './station-index';

export interface LocalWeatherEstimatorOptions {
  /** Folder of typical-year weather files (TMY2, TMY3, SAM/NSRDB CSV, EPW): WEATHER_DIR. */
  dir: string;
  /** Beyond this great-circle distance a file is not "nearby" (default 250 km). */
  maxDistanceKm?: number;
  /** How many parsed files stay in memory (each ~1 MB; default 8). */
  maxCachedFiles?: number;
  /** Where a file that cannot be used is reported, once per file (issue 32). */
  log?: { warn(details: object, message: string): void };
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
  /** The nearest file's typical year, or null when none is nearby (the hourly production's weather). */
  weatherNear(latitude: number, longitude: number): Promise<WeatherData | null>;
}

/** How a WEATHER_DIR file is named next to its file name ("Weather file phoenix.csv, 3 km"). */
export const WEATHER_FILE_DATASET = 'Weather file';

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

interface IndexedFile {
  file: string;
  header: WeatherHeader;
  latitude: number;
  longitude: number;
}

/** Regular files (symbolic links followed) directly in the folder: subfolders are never read. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`Weather folder ${dir} cannot be read: ${why}`);
  });
  const names = await Promise.all(
    entries
      .filter((e) => isWeatherFileName(e.name) && (e.isFile() || e.isSymbolicLink()))
      .map(async (e) => {
        if (e.isFile()) return e.name;
        const target = await stat(path.join(dir, e.name)).catch(() => null);
        return target?.isFile() ? e.name : null;
      }),
  );
  return names.filter((n) => n !== null).sort();
}

/**
 * The local PVWatts v8 engine (@pb/core) on the weather file nearest the customer. The folder is
 * indexed lazily on first use by reading only the header of each file directly in it (subfolders
 * such as tmy3-us/ are skipped); files whose header cannot be read are skipped too. A file whose
 * year cannot be used (truncated, a column missing, NaN, values in kW/m², kelvin or °F: the
 * parser's checks) is logged once with the reason and left out, and the next nearest file is
 * used; with none left nearby, the caller's next source (the weather pack). Parsed files are kept
 * in a small LRU cache.
 */
export function createLocalWeatherEstimator(
  options: LocalWeatherEstimatorOptions,
): LocalWeatherEstimator {
  const maxDistanceKm = options.maxDistanceKm ?? 250;
  const parsed = new LruCache<string, Promise<WeatherData>>(options.maxCachedFiles ?? 8);
  let index: Promise<StationIndex<IndexedFile>> | undefined;
  /** Files found unusable, with the reason: left out of the index for good. */
  const skipped = new Map<string, string>();

  async function buildIndex(): Promise<StationIndex<IndexedFile>> {
    const names = (await listFiles(options.dir)).filter((name) => !skipped.has(name));
    const entries = await Promise.all(
      names.map(async (file): Promise<IndexedFile | null> => {
        try {
          const header = parseWeatherHeader(await readHead(path.join(options.dir, file)), file);
          return { file, header, latitude: header.latitude, longitude: header.longitude };
        } catch {
          return null;
        }
      }),
    );
    return createStationIndex(entries.filter((e) => e !== null));
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
      weather.catch((err: unknown) => {
        parsed.delete(file);
        if (skipped.has(file)) return;
        const reason = err instanceof Error ? err.message : String(err);
        skipped.set(file, reason);
        options.log?.warn({ file, reason }, 'weather file skipped: it cannot be used');
        index = undefined; // rebuilt without it
      });
    }
    return weather;
  }

  /** The nearest file within the limit whose year can be used, with that year; else null. */
  async function nearestUsable(
    latitude: number,
    longitude: number,
  ): Promise<{ nearest: NearestWeatherFile; weather: WeatherData } | null> {
    for (;;) {
      const hit = (await loadIndex()).nearest(latitude, longitude, maxDistanceKm);
      if (!hit) return null;
      const nearest = { file: hit.item.file, header: hit.item.header, distanceKm: hit.distanceKm };
      try {
        return { nearest, weather: await loadWeather(nearest.file) };
      } catch {
        // Skipped and logged by loadWeather, which dropped the index: the next nearest is tried.
      }
    }
  }

  async function findNearest(
    latitude: number,
    longitude: number,
  ): Promise<NearestWeatherFile | null> {
    return (await nearestUsable(latitude, longitude))?.nearest ?? null;
  }

  return {
    source: 'local-weather',
    findNearest,
    async weatherNear(latitude, longitude) {
      return (await nearestUsable(latitude, longitude))?.weather ?? null;
    },
    async estimate(input: ProductionEstimateInput): Promise<ProductionEstimate> {
      const usable = await nearestUsable(input.latitude, input.longitude);
      if (!usable) {
        throw new AppError(
          'NOT_FOUND',
          `No weather file within ${maxDistanceKm} km of ${input.latitude}, ${input.longitude}`,
        );
      }
      const { nearest, weather } = usable;
      return {
        source: 'local-weather',
        approximate: false,
        weatherFile: nearest.file,
        station: {
          dataset: WEATHER_FILE_DATASET,
          id: nearest.file,
          name: nearest.file,
          distanceKm: roundKm(nearest.distanceKm),
        },
        arrays: runLocalEngine(weather, input),
      };
    },
  };
}
