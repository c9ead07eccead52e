import { estimateMonthlyAcKwh, type WeatherData } from '@pb/core';
import type { ProductionEstimate, ProductionEstimateInput } from './production-estimator';

/**
 * The local PVWatts v8 engine (@pb/core) on one typical year, for every array of a request: the
 * one place the server's weather-file and weather-pack sources call the model.
 */
export function runLocalEngine(
  weather: WeatherData,
  input: ProductionEstimateInput,
): ProductionEstimate['arrays'] {
  return input.arrays.map((a) => ({
    monthlyKwh: estimateMonthlyAcKwh(weather, engineOptions(a, input.losses)),
  }));
}

/** One array of a request as the model's options (the local engine and clear sky alike). */
export function engineOptions(a: ProductionEstimateInput['arrays'][number], lossesPct: number) {
  return {
    kwDc: a.kw,
    tilt: a.tilt,
    azimuth: a.azimuth,
    lossesPct,
    moduleType: a.moduleType,
    arrayType: a.arrayType,
    dcAcRatio: a.dcAcRatio,
    invEff: a.invEff,
    gcr: a.gcr,
  };
}

/** Distances are reported to 0.1 km. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;
