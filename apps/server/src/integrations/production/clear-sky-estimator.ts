import { buildClearSkyWeather, estimateClearSkyMonthlyAcKwh, type WeatherData } from '@pb/core';
import { engineOptions } from './local-engine';
import { LruCache } from './lru-cache';
import type {
  ProductionEstimate,
  ProductionEstimateInput,
  ProductionSourceAdapter,
} from './production-estimator';

/**
 * Last resort when there is neither an NREL key nor a weather file nearby: a clear-sky year from
 * latitude/longitude through the local engine with a generic cloudiness derate. Always flagged
 * `approximate: true`. Synthetic years are cached per site (rounded to 0.01°).
 */
export function createClearSkyEstimator(maxCachedSites = 32): ProductionSourceAdapter {
  const years = new LruCache<string, WeatherData>(maxCachedSites);

  function yearFor(latitude: number, longitude: number): WeatherData {
    const key = `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
    let weather = years.get(key);
    if (!weather) {
      weather = buildClearSkyWeather(latitude, longitude);
      years.set(key, weather);
    }
    return weather;
  }

  return {
    source: 'clear-sky',
    async estimate(input: ProductionEstimateInput): Promise<ProductionEstimate> {
      const weather = yearFor(input.latitude, input.longitude);
      return {
        source: 'clear-sky',
        approximate: true,
        arrays: input.arrays.map((a) => ({
          monthlyKwh: estimateClearSkyMonthlyAcKwh(
            input.latitude,
            input.longitude,
            engineOptions(a, input.losses),
            weather,
          ),
        })),
      };
    },
  };
}
