import { constants, brotliCompressSync } from 'node:zlib';
import type { WeatherData } from '@pb/core';
import { encodeStationRecord } from './weather-pack-codec';
import {
  WEATHER_PACK_COLUMNS,
  WEATHER_PACK_MAGIC,
  WEATHER_PACK_PREAMBLE_BYTES,
  WEATHER_PACK_VERSION,
  type WeatherPackHeader,
  type WeatherPackStation,
} from './weather-pack-format';

export interface WeatherPackEntry {
  station: Omit<WeatherPackStation, 'offset' | 'length' | 'format'>;
  weather: WeatherData;
}

/** Brotli at its densest setting by default: packs are built rarely and read often. */
export function compressRecord(
  record: Uint8Array,
  quality: number = constants.BROTLI_MAX_QUALITY,
): Buffer {
  return brotliCompressSync(record, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: 22,
      [constants.BROTLI_PARAM_SIZE_HINT]: record.length,
    },
  });
}

/**
 * Assembles a pack (layout in weather-pack-format.ts) from stations and their typical years, in
 * the order given. Station records are encoded and compressed one by one; `onStation` reports
 * progress.
 */
export function writeWeatherPack(
  entries: Iterable<WeatherPackEntry>,
  meta: { dataset: string; description: string; quality?: number },
  onStation?: (station: WeatherPackStation) => void,
): Buffer {
  const stations: WeatherPackStation[] = [];
  const records: Buffer[] = [];
  let offset = 0;
  for (const { station, weather } of entries) {
    const record = compressRecord(encodeStationRecord(weather, WEATHER_PACK_COLUMNS), meta.quality);
    const entry: WeatherPackStation = {
      ...station,
      format: weather.format,
      offset,
      length: record.length,
    };
    stations.push(entry);
    records.push(record);
    offset += record.length;
    onStation?.(entry);
  }
  const header: WeatherPackHeader = {
    format: 'pb-weather-pack',
    version: WEATHER_PACK_VERSION,
    dataset: meta.dataset,
    description: meta.description,
    columns: [...WEATHER_PACK_COLUMNS],
    stations,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const preamble = Buffer.alloc(WEATHER_PACK_PREAMBLE_BYTES);
  preamble.write(WEATHER_PACK_MAGIC, 0, 'latin1');
  preamble.writeUInt32LE(WEATHER_PACK_VERSION, 8);
  preamble.writeUInt32LE(json.length, 12);
  return Buffer.concat([preamble, json, ...records]);
}
