import { parseNumber, splitCsvLine, splitLines } from './csv-text';
import {
  WeatherDataBuilder,
  WeatherParseError,
  type WeatherData,
  type WeatherHeader,
} from './weather-data';

/**
 * EnergyPlus weather (.epw): `LOCATION,city,state,country,source,WMO,lat,lon,tz,elev`, seven more
 * header lines, then hourly records stamped at the END of the hour (1–24). Radiation fields are
 * hour totals, so the records are treated as hour averages (sun at mid-hour), like TMY2/TMY3.
 * Missing-value sentinels follow the EnergyPlus auxiliary programs guide.
 */

const HEADER_LINES = 8;

/** Reads the LOCATION line of an EPW file. */
export function parseEpwHeader(line: string): WeatherHeader {
  const cols = splitCsvLine(line);
  if (cols.length < 10 || cols[0]?.toUpperCase() !== 'LOCATION') {
    throw new WeatherParseError('EPW: first line must be LOCATION with 10 fields');
  }
  return {
    city: cols[1],
    state: cols[2],
    source: cols[4],
    locationId: cols[5],
    latitude: parseNumber(cols[6]),
    longitude: parseNumber(cols[7]),
    timeZone: parseNumber(cols[8]),
    elevation: parseNumber(cols[9]),
  };
}

export function parseEpw(text: string): WeatherData {
  const lines = splitLines(text);
  const header = parseEpwHeader(lines[0] ?? '');
  const builder = new WeatherDataBuilder();
  for (let li = HEADER_LINES; li < lines.length; li++) {
    const cols = (lines[li] ?? '').split(',');
    if (cols.length < 32) {
      throw new WeatherParseError(`EPW: record at line ${li + 1} has fewer than 32 fields`);
    }
    const pressurePa = parseNumber(cols[9], 999999);
    builder.add({
      year: parseNumber(cols[0]),
      month: parseNumber(cols[1]),
      day: parseNumber(cols[2]),
      hour: parseNumber(cols[3]) - 1,
      minute: 30,
      tdry: parseNumber(cols[6], 99.9),
      pressure: pressurePa / 100,
      ghi: parseNumber(cols[13], 9999),
      dni: parseNumber(cols[14], 9999),
      dhi: parseNumber(cols[15], 9999),
      wspd: parseNumber(cols[21], 999),
      snow: parseNumber(cols[30], 999),
      albedo: parseNumber(cols[32], 999),
    });
  }
  return builder.build(header, 'epw', false, true);
}
