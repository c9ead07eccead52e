/**
 * The weather pack (docs/production.md "The weather pack", decision 0014): one binary file with
 * every station's typical year, readable one station at a time.
 *
 * Layout (all integers little-endian):
 *   bytes 0–7    magic "PBWPACK\0"
 *   bytes 8–11   u32 format version (WEATHER_PACK_VERSION)
 *   bytes 12–15  u32 byte length L of the header
 *   bytes 16…    header: UTF-8 JSON {@link WeatherPackHeader}
 *   bytes 16+L…  station records, each brotli-compressed; a station's record starts at
 *                16 + L + station.offset and is station.length bytes long.
 *
 * A record, once decompressed: u32 hour count n, u8 flags (bit 0 instantaneous, bit 1 has GHI),
 * then one block per column in the header's `columns` order: u8 mode (0 all values present,
 * 1 all missing, 2 values with missing ones), for mode 2 a bitmap of ⌈n/8⌉ bytes (bit set =
 * missing, LSB first), then for modes 0 and 2 n zigzag LEB128 varints: the differences between
 * successive quantised values q = round(value × 10^decimals) (a missing value repeats the previous
 * q). Values are rebuilt as q / 10^decimals, so a source value with at most `decimals` decimals
 * comes back bit for bit.
 */

export const WEATHER_PACK_MAGIC = 'PBWPACK\0';
export const WEATHER_PACK_VERSION = 1;
/** Magic + version + header length. */
export const WEATHER_PACK_PREAMBLE_BYTES = 16;

/** The WeatherData columns a pack stores, in record order. */
export const WEATHER_PACK_COLUMN_NAMES = [
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'ghi',
  'dni',
  'dhi',
  'tdry',
  'wspd',
  'pressure',
  'albedo',
  'snow',
] as const;
export type WeatherPackColumnName = (typeof WEATHER_PACK_COLUMN_NAMES)[number];

export interface WeatherPackColumn {
  name: WeatherPackColumnName;
  /** Stored resolution: 10^-decimals in the column's unit. */
  decimals: number;
}

/**
 * Resolutions of version 1, those of the TMY3 source (W/m² whole, 0.1 °C, whole mbar, 0.1 m/s,
 * albedo 0.001), so the TMY3 files round-trip exactly.
 */
export const WEATHER_PACK_COLUMNS: readonly WeatherPackColumn[] = [
  { name: 'year', decimals: 0 },
  { name: 'month', decimals: 0 },
  { name: 'day', decimals: 0 },
  { name: 'hour', decimals: 0 },
  { name: 'minute', decimals: 0 },
  { name: 'ghi', decimals: 0 },
  { name: 'dni', decimals: 0 },
  { name: 'dhi', decimals: 0 },
  { name: 'tdry', decimals: 1 },
  { name: 'wspd', decimals: 1 },
  { name: 'pressure', decimals: 0 },
  { name: 'albedo', decimals: 3 },
  { name: 'snow', decimals: 0 },
];

/** One station in the header. */
export interface WeatherPackStation {
  /** Station id (TMY3: USAF number, e.g. '723140'). */
  id: string;
  /** Display name, e.g. 'Charlotte Douglas Intl'. */
  name: string;
  /** Name as in the source, e.g. 'CHARLOTTE DOUGLAS INTL ARPT'. */
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** m above sea level. */
  elevation: number;
  /** Hours from UTC, local standard time. */
  timeZone: number;
  /** Source format of the file the station came from (WeatherData.format). */
  format: 'sam-csv' | 'tmy3' | 'tmy2' | 'epw';
  /** Record position, bytes from the end of the header. */
  offset: number;
  /** Compressed record length, bytes. */
  length: number;
}

export interface WeatherPackHeader {
  format: 'pb-weather-pack';
  version: number;
  /** Short dataset name shown with the station, e.g. 'TMY3'. */
  dataset: string;
  description: string;
  columns: WeatherPackColumn[];
  stations: WeatherPackStation[];
}
