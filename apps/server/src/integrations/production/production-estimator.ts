import type { ProductionEstimateResponse, ProductionSource } from '@pb/core';

/** One roof face: DC nameplate (kW), tilt (deg from horizontal), azimuth (deg east of north). */
export interface ProductionArraySpec {
  kw: number;
  tilt: number;
  azimuth: number;
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
}

/** A single source (as opposed to the chooser that picks one per request). */
export interface ProductionSourceAdapter extends ProductionEstimator {
  readonly source: ProductionSource;
}
