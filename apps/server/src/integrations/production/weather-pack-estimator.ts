import type { WeatherData } from '@pb/core';
import { AppError } from '../../errors';
import { roundKm, runLocalEngine } from './local-engine';
import type {
  ProductionEstimate,
  ProductionEstimateInput,
  ProductionSourceAdapter,
} from './production-estimator';
import { openWeatherPack, type WeatherPack } from './weather-pack/weather-pack-reader';
import type { WeatherPackStation } from './weather-pack/weather-pack-format';

export interface WeatherPackEstimatorOptions {
  /** The pack file (default: the bundled apps/server/weather-pack/tmy3-us.pbwp). */
  file: string;
  /** Beyond this great-circle distance a station is not used (default 250 km). */
  maxDistanceKm?: number;
  /** Decoded station years kept in memory (~1 MB each; default 8). */
  maxCachedStations?: number;
}

export interface NearestPackStation {
  dataset: string;
  station: WeatherPackStation;
  distanceKm: number;
}

export interface WeatherPackEstimator extends ProductionSourceAdapter {
  /** The closest station within the distance limit, or null when none is. */
  findNearest(latitude: number, longitude: number): Promise<NearestPackStation | null>;
  /** The nearest station's typical year, or null when none is near (the hourly production's weather). */
  weatherNear(latitude: number, longitude: number): Promise<WeatherData | null>;
}

/**
 * The local PVWatts v8 engine on the nearest station of the bundled weather pack (TMY3, 1020 US
 * stations). The pack's header is read on first use; each station's year is read from disk by
 * offset when first needed. A pack that cannot be opened is reported (and tried again on the
 * next request): the pack ships with the server, so that is a broken installation.
 */
export function createWeatherPackEstimator(
  options: WeatherPackEstimatorOptions,
): WeatherPackEstimator {
  const maxDistanceKm = options.maxDistanceKm ?? 250;
  let pack: Promise<WeatherPack> | undefined;

  function loadPack(): Promise<WeatherPack> {
    if (!pack) {
      pack = openWeatherPack(options.file, { maxCachedStations: options.maxCachedStations });
      pack.catch(() => (pack = undefined));
    }
    return pack;
  }

  async function findNearest(latitude: number, longitude: number) {
    const p = await loadPack();
    const hit = p.nearest(latitude, longitude, maxDistanceKm);
    return hit
      ? { dataset: p.header.dataset, station: hit.item, distanceKm: hit.distanceKm }
      : null;
  }

  return {
    source: 'weather-pack',
    findNearest,
    async weatherNear(latitude, longitude) {
      const nearest = await findNearest(latitude, longitude);
      return nearest ? (await loadPack()).load(nearest.station) : null;
    },
    async estimate(input: ProductionEstimateInput): Promise<ProductionEstimate> {
      const nearest = await findNearest(input.latitude, input.longitude);
      if (!nearest) {
        throw new AppError(
          'NOT_FOUND',
          `No weather station within ${maxDistanceKm} km of ${input.latitude}, ${input.longitude}`,
        );
      }
      const weather = await (await loadPack()).load(nearest.station);
      return {
        source: 'weather-pack',
        approximate: false,
        station: {
          dataset: nearest.dataset,
          id: nearest.station.id,
          name: nearest.station.name,
          distanceKm: roundKm(nearest.distanceKm),
        },
        arrays: runLocalEngine(weather, input),
      };
    },
  };
}
