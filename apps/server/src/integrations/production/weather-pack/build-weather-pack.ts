import { readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { isWeatherFileName, parseWeatherFile, type WeatherData } from '@pb/core';
import { stationDisplayName } from './station-name';
import { decodeStationRecord, encodeStationRecord } from './weather-pack-codec';
import {
  WEATHER_PACK_COLUMNS,
  type WeatherPackColumnName,
  type WeatherPackStation,
} from './weather-pack-format';
import { writeWeatherPack, type WeatherPackEntry } from './weather-pack-writer';

export interface BuildWeatherPackOptions {
  /** Folder of station files, with an optional stations.csv (id, city, state, tz, lat, lon, elev, file). */
  sourceDir: string;
  dataset?: string;
  description?: string;
  /** Brotli quality 0–11 (default 11, the smallest pack; lower builds faster). */
  quality?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface BuildWeatherPackResult {
  pack: Buffer;
  stations: WeatherPackStation[];
  /** Largest |decoded − source| per column over all stations (0 = exact). */
  maxError: Record<WeatherPackColumnName, number>;
}

interface StationRow {
  id: string;
  city: string;
  state: string;
  file: string;
}

/** Whole-file text of a station file; `.gz` files are gunzipped. Returns the inner file name too. */
function readStationFile(file: string): { text: string; name: string } {
  const bytes = readFileSync(file);
  const base = path.basename(file);
  if (base.toLowerCase().endsWith('.gz')) {
    return { text: gunzipSync(bytes).toString('utf8'), name: base.slice(0, -3) };
  }
  return { text: bytes.toString('utf8'), name: base };
}

/** stations.csv when present, else every weather file (plain or .gz) directly in the folder. */
async function listStations(sourceDir: string): Promise<StationRow[]> {
  const list = path.join(sourceDir, 'stations.csv');
  const hasList = await stat(list).then(
    (s) => s.isFile(),
    () => false,
  );
  if (hasList) {
    const [head, ...rows] = (await readFile(list, 'utf8')).split(/\r?\n/).filter(Boolean);
    const cols = (head ?? '').split(',').map((c) => c.trim());
    const at = (row: string[], name: string) => row[cols.indexOf(name)] ?? '';
    return rows.map((line) => {
      const row = line.split(',').map((c) => c.trim());
      return {
        id: at(row, 'id'),
        city: at(row, 'city'),
        state: at(row, 'state'),
        file: at(row, 'file'),
      };
    });
  }
  const entries = await readdir(sourceDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && isWeatherFileName(e.name.replace(/\.gz$/i, '')))
    .map((e) => ({ id: '', city: '', state: '', file: e.name }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

function maxColumnError(source: WeatherData, decoded: WeatherData, name: WeatherPackColumnName) {
  let worst = 0;
  const a = source[name];
  const b = decoded[name];
  for (let i = 0; i < source.length; i++) {
    const x = a[i] ?? NaN;
    const y = b[i] ?? NaN;
    if (Number.isNaN(x) !== Number.isNaN(y)) return Infinity;
    if (!Number.isNaN(x)) worst = Math.max(worst, Math.abs(x - y));
  }
  return worst;
}

/**
 * Builds a weather pack from a folder of station files: each file is parsed with the same
 * parsers as WEATHER_DIR (@pb/core), encoded, decoded again and compared with the source (the
 * largest difference per column is reported), then compressed into the pack. Stations come
 * in stations.csv order (or file-name order), names are made readable with stationDisplayName.
 */
export async function buildWeatherPack(
  options: BuildWeatherPackOptions,
): Promise<BuildWeatherPackResult> {
  const rows = await listStations(options.sourceDir);
  if (rows.length === 0) throw new Error(`No station files in ${options.sourceDir}`);
  const maxError = Object.fromEntries(WEATHER_PACK_COLUMNS.map((c) => [c.name, 0])) as Record<
    WeatherPackColumnName,
    number
  >;
  // One station in memory at a time: read, check, encode, compress, next.
  function* entries(): Generator<WeatherPackEntry> {
    for (const row of rows) {
      const { text, name } = readStationFile(path.join(options.sourceDir, row.file));
      const weather = parseWeatherFile(text, name);
      const h = weather.header;
      const decoded = decodeStationRecord(
        encodeStationRecord(weather, WEATHER_PACK_COLUMNS),
        WEATHER_PACK_COLUMNS,
        h,
        weather.format,
      );
      for (const { name: col } of WEATHER_PACK_COLUMNS) {
        maxError[col] = Math.max(maxError[col], maxColumnError(weather, decoded, col));
      }
      const city = row.city || h.city || name.replace(/\.[^.]+$/, '');
      yield {
        station: {
          id: row.id || h.locationId || name,
          name: stationDisplayName(city),
          city,
          state: row.state || h.state || '',
          latitude: h.latitude,
          longitude: h.longitude,
          elevation: h.elevation,
          timeZone: h.timeZone,
        },
        weather,
      };
    }
  }
  const stations: WeatherPackStation[] = [];
  const pack = writeWeatherPack(
    entries(),
    {
      dataset: options.dataset ?? 'TMY3',
      description:
        options.description ??
        'NSRDB TMY3 typical meteorological years (1991–2005 update), public U.S. government data',
      quality: options.quality,
    },
    (s) => {
      stations.push(s);
      if (stations.length % 100 === 0)
        options.log?.(`  ${stations.length}/${rows.length} stations`);
    },
  );
  return { pack, stations, maxError };
}
