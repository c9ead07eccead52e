import type {
  ProductionEstimateResponse,
  ProductionSource,
  PvwattsArrayType,
  PvwattsModuleType,
} from '@pb/core';

/**
 * One array: DC nameplate (kW), tilt (deg from horizontal), azimuth (deg east of north), and the
 * PVWatts system options; those left out take PVWATTS_DEFAULTS (premium, roof mount, DC/AC 1.2,
 * inverter 96 %, gcr 0.4).
 */
export interface ProductionArraySpec {
  kw: number;
  tilt: number;
  azimuth: number;
  moduleType?: PvwattsModuleType;
  arrayType?: PvwattsArrayType;
  dcAcRatio?: number;
  invEff?: number;
  gcr?: number;
}

/** What every production source is asked: a site, its arrays and the total DC losses (%). */
export interface ProductionEstimateInput {
  latitude: number;
  longitude: number;
  arrays: ProductionArraySpec[];
  losses: number;
}

/**
 * 12 monthly AC kWh per array (request order, January first), the source used, whether the figures
 * are only approximate (clear sky), and the weather file used by the local engine.
 */
export type ProductionEstimate = ProductionEstimateResponse;

/**
 * Production estimates behind one interface (issue 5): NREL PVWatts v8, the local PVWatts v8
 * engine on typical-year weather files, or a clear-sky approximation.
 */
export interface ProductionEstimator {
  estimate(input: ProductionEstimateInput): Promise<ProductionEstimate>;
  /**
   * Each array's AC kWh hour by hour (8760, hour 0 = 1 January 00:00 local standard time) from the
   * local PVWatts v8 engine on the nearest typical year (weather file, else weather pack, else clear
   * sky), for the hourly bill (issue 35). The shape only: callers scale it to the monthly estimate.
   * Optional: an estimator without it gets the clear-sky shape (hourly-production.ts).
   */
  estimateHourly?(input: ProductionEstimateInput): Promise<Float64Array[]>;
  /**
   * The dry-bulb temperature (°C) hour by hour of the same typical year `estimateHourly` uses,
   * for the household load model (issue 35). Optional, like `estimateHourly`.
   */
  hourlyTemperatureC?(latitude: number, longitude: number): Promise<Float64Array>;
}

/** A single source (as opposed to the chooser that picks one per request). */
export interface ProductionSourceAdapter extends ProductionEstimator {
  readonly source: ProductionSource;
}
