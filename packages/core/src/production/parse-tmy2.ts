import { splitLines } from './csv-text';
import {
  WeatherDataBuilder,
  WeatherParseError,
  type WeatherData,
  type WeatherHeader,
} from './weather-data';

/**
 * TMY2 fixed-width files (.tm2, NSRDB 1961–1990). Header:
 * ` WBAN CITY STATE TZ N|S deg min E|W deg min ELEV`; then one 142-character record per hour
 * with the hour stamped at the END of the hour (1–24). Radiation is Wh/m² over the hour,
 * temperatures in tenths of °C, wind in tenths of m/s (TMY2 user manual, NREL/SP-463-7668).
 */

/** 0-based [start, length] of the fields we read. */
const FIELD = {
  year: [1, 2],
  month: [3, 2],
  day: [5, 2],
  hour: [7, 2],
  ghi: [17, 4],
  dni: [23, 4],
  dhi: [29, 4],
  tdry: [67, 4],
  pressure: [84, 4],
  wspd: [95, 3],
  snow: [133, 3],
} as const satisfies Record<string, readonly [number, number]>;

function field(line: string, f: readonly [number, number]): number {
  const s = line.substr(f[0], f[1]).trim();
  return /^-?\d+$/.test(s) ? parseInt(s, 10) : NaN;
}

/** Reads the first line of a TMY2 file. */
export function parseTmy2Header(line: string): WeatherHeader {
  const tokens = line.trim().split(/\s+/);
  if (tokens.length < 10) throw new WeatherParseError('TMY2: header line is too short');
  const t = tokens.slice(-8);
  const [tz, ns, dlat, mlat, ew, dlon, mlon, elev] = t;
  const latitude = (Number(dlat) + Number(mlat) / 60) * (ns?.toUpperCase() === 'S' ? -1 : 1);
  const longitude = (Number(dlon) + Number(mlon) / 60) * (ew?.toUpperCase() === 'W' ? -1 : 1);
  return {
    locationId: tokens[0],
    city: tokens.slice(1, -9).join(' ') || undefined,
    state: tokens[tokens.length - 9],
    timeZone: Number(tz),
    latitude,
    longitude,
    elevation: Number(elev),
  };
}

/** True when the text looks like a TMY2 file (header pattern and fixed-width records). */
export function looksLikeTmy2(lines: readonly string[]): boolean {
  const h = lines[0] ?? '';
  return (
    /^\s*\d{5}\s+\S.*\s-?\d+(\.\d+)?\s+[NS]\s+\d+\s+\d+\s+[EW]\s+\d+\s+\d+\s+-?\d+\s*$/.test(h) &&
    /^\s?\d{8}/.test(lines[1] ?? '') &&
    (lines[1]?.length ?? 0) >= 136
  );
}

export function parseTmy2(text: string): WeatherData {
  const lines = splitLines(text);
  const header = parseTmy2Header(lines[0] ?? '');
  const builder = new WeatherDataBuilder();
  for (let li = 1; li < lines.length; li++) {
    const line = lines[li] ?? '';
    if (line.length < 136) throw new WeatherParseError(`TMY2: short record at line ${li + 1}`);
    const yy = field(line, FIELD.year);
    builder.add({
      year: yy + (yy < 50 ? 2000 : 1900),
      month: field(line, FIELD.month),
      day: field(line, FIELD.day),
      hour: field(line, FIELD.hour) - 1,
      minute: 30,
      ghi: field(line, FIELD.ghi),
      dni: field(line, FIELD.dni),
      dhi: field(line, FIELD.dhi),
      tdry: field(line, FIELD.tdry) / 10,
      pressure: field(line, FIELD.pressure),
      wspd: field(line, FIELD.wspd) / 10,
      albedo: NaN,
      snow: field(line, FIELD.snow),
    });
  }
  return builder.build(header, 'tmy2', false, true);
}
