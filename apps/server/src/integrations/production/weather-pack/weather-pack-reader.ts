import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import type { WeatherData } from '@pb/core';
import { LruCache } from '../lru-cache';
import { createStationIndex, type NearestStation, type StationIndex } from '../station-index';
import { decodeStationRecord } from './weather-pack-codec';
import {
  WEATHER_PACK_MAGIC,
  WEATHER_PACK_PREAMBLE_BYTES,
  WEATHER_PACK_VERSION,
  type WeatherPackHeader,
  type WeatherPackStation,
} from './weather-pack-format';

const decompress = promisify(brotliDecompress);

export interface WeatherPack {
  readonly file: string;
  readonly header: WeatherPackHeader;
  /** The closest station within `maxKm`, or null. */
  nearest(
    latitude: number,
    longitude: number,
    maxKm?: number,
  ): NearestStation<WeatherPackStation> | null;
  /** One station's typical year, read from disk on demand (a few recent ones stay cached). */
  load(station: WeatherPackStation): Promise<WeatherData>;
}

export class WeatherPackError extends Error {
  constructor(file: string, why: string) {
    super(`Weather pack ${file}: ${why}`);
    this.name = 'WeatherPackError';
  }
}

async function readAt(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    if (bytesRead !== length) throw new WeatherPackError(file, 'file is truncated');
    return buffer;
  } finally {
    await handle.close();
  }
}

/** Reads and checks the preamble and the JSON header (the station list), nothing else. */
export async function readWeatherPackHeader(
  file: string,
): Promise<{ header: WeatherPackHeader; dataStart: number }> {
  const preamble = await readAt(file, 0, WEATHER_PACK_PREAMBLE_BYTES);
  if (preamble.toString('latin1', 0, 8) !== WEATHER_PACK_MAGIC) {
    throw new WeatherPackError(file, 'not a weather pack');
  }
  const version = preamble.readUInt32LE(8);
  if (version !== WEATHER_PACK_VERSION) {
    throw new WeatherPackError(
      file,
      `format version ${version}, this server reads ${WEATHER_PACK_VERSION}: rebuild it with npm run weather:pack`,
    );
  }
  const length = preamble.readUInt32LE(12);
  const json = await readAt(file, WEATHER_PACK_PREAMBLE_BYTES, length);
  const header = JSON.parse(json.toString('utf8')) as WeatherPackHeader;
  if (header.format !== 'pb-weather-pack' || !Array.isArray(header.stations)) {
    throw new WeatherPackError(file, 'header is not a weather pack header');
  }
  return { header, dataStart: WEATHER_PACK_PREAMBLE_BYTES + length };
}

/**
 * Opens a weather pack: reads its header (the station list, ~200 kB for 1020 stations) and builds
 * the nearest-station index; station records stay on disk until asked for, then are read by
 * offset, decompressed and decoded (`maxCachedStations` decoded years, ~1 MB each, stay cached).
 */
export async function openWeatherPack(
  file: string,
  options: { maxCachedStations?: number } = {},
): Promise<WeatherPack> {
  const { header, dataStart } = await readWeatherPackHeader(file);
  const index: StationIndex<WeatherPackStation> = createStationIndex(header.stations);
  const cache = new LruCache<string, Promise<WeatherData>>(options.maxCachedStations ?? 8);

  async function readStation(station: WeatherPackStation): Promise<WeatherData> {
    const compressed = await readAt(file, dataStart + station.offset, station.length);
    const record = await decompress(compressed);
    return decodeStationRecord(
      record,
      header.columns,
      {
        latitude: station.latitude,
        longitude: station.longitude,
        timeZone: station.timeZone,
        elevation: station.elevation,
        locationId: station.id,
        city: station.city,
        state: station.state,
        source: header.dataset,
      },
      station.format,
    );
  }

  return {
    file,
    header,
    nearest: (latitude, longitude, maxKm) => index.nearest(latitude, longitude, maxKm),
    load(station) {
      let weather = cache.get(station.id);
      if (!weather) {
        weather = readStation(station);
        cache.set(station.id, weather);
        const pending = weather;
        pending.catch(() => {
          if (cache.get(station.id) === pending) cache.delete(station.id);
        });
      }
      return weather;
    },
  };
}
