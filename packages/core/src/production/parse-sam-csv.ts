import { parseNumber, splitCsvLine, splitLines } from './csv-text';
import {
  WeatherDataBuilder,
  WeatherParseError,
  type WeatherData,
  type WeatherHeader,
} from './weather-data';

/**
 * SAM CSV weather files (also NSRDB PSM v3 downloads): line 1 holds header names, line 2 their
 * values, line 3 the column names (an optional units line follows when the header says so), then
 * one record per line. Column names follow SSC's lib_weatherfile aliases.
 */

type Column =
  | 'year'
  | 'month'
  | 'day'
  | 'hour'
  | 'minute'
  | 'ghi'
  | 'dni'
  | 'dhi'
  | 'tdry'
  | 'wspd'
  | 'pressure'
  | 'albedo'
  | 'snow';

const COLUMN_ALIASES: Record<Column, string[]> = {
  year: ['yr', 'year'],
  month: ['mo', 'month'],
  day: ['day'],
  hour: ['hour', 'hr'],
  minute: ['min', 'minute'],
  ghi: ['ghi', 'gh', 'global', 'global horizontal', 'global horizontal irradiance'],
  dni: [
    'dni',
    'dn',
    'beam',
    'direct normal',
    'direct normal irradiance',
    'direct (beam) normal irradiance',
  ],
  dhi: ['dhi', 'df', 'diffuse', 'diffuse horizontal', 'diffuse horizontal irradiance'],
  tdry: [
    'tdry',
    'dry bulb',
    'dry bulb temp',
    'dry bulb temperature',
    'temperature',
    'ambient',
    'ambient temp',
    'tamb',
    'air temperature',
  ],
  wspd: ['wspd', 'wind speed', 'windspeed', 'ws', 'windvel'],
  pressure: ['pres', 'pressure', 'air pressure'],
  albedo: ['alb', 'albedo', 'surface albedo'],
  snow: ['snow', 'snow cover', 'snow depth'],
};

const HEADER_ALIASES: Record<keyof WeatherHeader | 'hasUnits', string[]> = {
  latitude: ['lat', 'latitude'],
  longitude: ['lon', 'long', 'longitude', 'lng'],
  timeZone: ['tz', 'timezone', 'time zone'],
  elevation: ['el', 'elev', 'elevation', 'site elevation', 'altitude'],
  locationId: ['id', 'location', 'location id', 'station', 'station id', 'wban', 'wban#', 'site'],
  city: ['city'],
  state: ['state', 'province', 'region'],
  source: ['source', 'src', 'data source'],
  hasUnits: ['hasunits', 'units'],
};

function findKey<K extends string>(aliases: Record<K, string[]>, name: string): K | undefined {
  const low = name.trim().toLowerCase();
  return (Object.keys(aliases) as K[]).find((k) => aliases[k].includes(low));
}

/** Reads the two header lines of a SAM CSV file. */
export function parseSamCsvHeader(lines: readonly string[]): {
  header: WeatherHeader;
  hasUnits: boolean;
} {
  const names = splitCsvLine(lines[0] ?? '');
  const values = splitCsvLine(lines[1] ?? '');
  const header: WeatherHeader = { latitude: NaN, longitude: NaN, timeZone: NaN, elevation: NaN };
  let hasUnits = false;
  names.forEach((name, i) => {
    const key = findKey(HEADER_ALIASES, name);
    const value = values[i] ?? '';
    if (key === undefined || value === '') return;
    if (key === 'hasUnits') hasUnits = value.toLowerCase() === 'yes' || Number(value) !== 0;
    else if (key === 'locationId' || key === 'city' || key === 'state' || key === 'source') {
      header[key] ??= value;
    } else header[key] = parseNumber(value);
  });
  if (!Number.isFinite(header.latitude) || !Number.isFinite(header.longitude)) {
    throw new WeatherParseError('SAM CSV: latitude and longitude required but not specified');
  }
  if (!Number.isFinite(header.timeZone)) {
    throw new WeatherParseError('SAM CSV: time zone required but not specified');
  }
  return { header, hasUnits };
}

/** Parses a SAM CSV / NSRDB PSM CSV weather file. */
export function parseSamCsv(text: string): WeatherData {
  const lines = splitLines(text);
  const { header, hasUnits } = parseSamCsvHeader(lines);
  const columnNames = splitCsvLine(lines[2] ?? '');
  const index = new Map<Column, number>();
  columnNames.forEach((name, i) => {
    const key = findKey(COLUMN_ALIASES, name);
    if (key !== undefined && !index.has(key)) index.set(key, i);
  });
  for (const required of ['month', 'day', 'hour', 'dni', 'dhi', 'tdry'] as const) {
    if (!index.has(required)) {
      throw new WeatherParseError(`SAM CSV: required column "${required}" not found`);
    }
  }
  const hasMinute = index.has('minute');
  const builder = new WeatherDataBuilder();
  const at = (cols: string[], c: Column): number => {
    const i = index.get(c);
    return i === undefined ? NaN : parseNumber(cols[i]);
  };
  for (let li = hasUnits ? 4 : 3; li < lines.length; li++) {
    const line = lines[li] ?? '';
    if (line.trim() === '') continue;
    const cols = line.split(',');
    const year = at(cols, 'year');
    builder.add({
      year: Number.isFinite(year) ? year : 1990,
      month: at(cols, 'month'),
      day: at(cols, 'day'),
      hour: at(cols, 'hour'),
      minute: hasMinute ? at(cols, 'minute') : 30,
      ghi: at(cols, 'ghi'),
      dni: at(cols, 'dni'),
      dhi: at(cols, 'dhi'),
      tdry: at(cols, 'tdry'),
      wspd: at(cols, 'wspd'),
      pressure: at(cols, 'pressure'),
      albedo: at(cols, 'albedo'),
      snow: at(cols, 'snow'),
    });
  }
  return builder.build(header, 'sam-csv', hasMinute, index.has('ghi'));
}
