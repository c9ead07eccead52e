import { parseNumber, splitCsvLine, splitLines } from './csv-text';
import {
  WeatherDataBuilder,
  WeatherParseError,
  type WeatherData,
  type WeatherHeader,
} from './weather-data';

/**
 * TMY3 CSV (NSRDB 1991–2005 update): line 1 is `station,"city",state,tz,lat,lon,elev`, line 2 the
 * column labels (68 or 71 fields), then records with `MM/DD/YYYY,HH:MM` stamped at the END of
 * each hour (01:00–24:00); values are hour averages. Field positions follow the TMY3 manual.
 */

const COL = {
  ghi: 4,
  dni: 7,
  dhi: 10,
  tdry: 31,
  pressure: 40,
  wspd: 46,
  albedo: 61,
} as const;

/** Reads line 1 of a TMY3 file. */
export function parseTmy3Header(line: string): WeatherHeader {
  const cols = splitCsvLine(line);
  if (cols.length !== 7) {
    throw new WeatherParseError(
      'TMY3: header must contain 7 fields (station,city,state,tz,lat,lon,elev)',
    );
  }
  return {
    locationId: cols[0],
    city: cols[1],
    state: cols[2],
    timeZone: parseNumber(cols[3]),
    latitude: parseNumber(cols[4]),
    longitude: parseNumber(cols[5]),
    elevation: parseNumber(cols[6]),
  };
}

/** True when the first two lines look like a TMY3 file (7 header fields, 68/71 labels). */
export function looksLikeTmy3(lines: readonly string[]): boolean {
  const n0 = splitCsvLine(lines[0] ?? '').length;
  const n1 = (lines[1] ?? '').split(',').length;
  return n0 === 7 && (n1 === 68 || n1 === 71);
}

export function parseTmy3(text: string): WeatherData {
  const lines = splitLines(text);
  const header = parseTmy3Header(lines[0] ?? '');
  const builder = new WeatherDataBuilder();
  let hourShift = 1;
  for (let li = 2; li < lines.length; li++) {
    const cols = (lines[li] ?? '').split(',');
    const date = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cols[0]?.trim() ?? '');
    if (!date) throw new WeatherParseError(`TMY3: invalid date format at line ${li + 1}`);
    let hour = parseInt(cols[1] ?? '', 10) - hourShift;
    if (li === 2 && hour < 0) {
      // Hours 0–23 against the TMY3 spec: take them as they are (as SSC does).
      hourShift = 0;
      hour = 0;
    }
    builder.add({
      year: Number(date[3]),
      month: Number(date[1]),
      day: Number(date[2]),
      hour,
      minute: 30,
      ghi: parseNumber(cols[COL.ghi]),
      dni: parseNumber(cols[COL.dni]),
      dhi: parseNumber(cols[COL.dhi]),
      tdry: parseNumber(cols[COL.tdry]),
      wspd: parseNumber(cols[COL.wspd]),
      pressure: parseNumber(cols[COL.pressure]),
      albedo: parseNumber(cols[COL.albedo]),
      snow: NaN,
    });
  }
  return builder.build(header, 'tmy3', false, true);
}
