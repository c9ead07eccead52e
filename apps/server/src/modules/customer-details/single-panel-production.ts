import {
  DEFAULT_SYSTEM_LOSSES_PCT,
  WATTS_PER_KW,
  type Inverter,
  type Panel,
  type PanelArray,
  type ProductionSourceInfo,
} from '@pb/core';
import type { ProductionEstimator } from '../../integrations/production/production-estimator';

export interface SiteLocation {
  latitude: number;
  longitude: number;
}

export interface SinglePanelProduction {
  /** Per array, in order: 12 monthly kWh of one panel on that face ([] for a face without azimuth). */
  perArray: number[][];
  production: ProductionSourceInfo;
}

/**
 * One panel's monthly production on each roof face (spec 3 §4 step 2): the estimator is asked for
 * a system of one panel (kW = the panel's watts / 1000) per distinct tilt/azimuth, with the
 * inverter's losses as the system losses (PVWatts' default 14.08 % without an inverter). The
 * panel's productionPercentage scales the result (100 = nominal; 0 is read as unset). The
 * estimator caches each array, so a face is never fetched twice.
 */
export async function singlePanelProduction(
  estimator: ProductionEstimator,
  site: SiteLocation,
  panel: Panel,
  inverter: Inverter | null,
  arrays: readonly PanelArray[],
): Promise<SinglePanelProduction> {
  const faces: { tilt: number; azimuth: number }[] = [];
  const faceOf = arrays.map((a) => {
    if (a.azimuth === null) return -1;
    const azimuth = a.azimuth % 360;
    const found = faces.findIndex((f) => f.tilt === a.tilt && f.azimuth === azimuth);
    if (found >= 0) return found;
    faces.push({ tilt: a.tilt, azimuth });
    return faces.length - 1;
  });
  if (faces.length === 0) {
    return {
      perArray: arrays.map(() => []),
      production: { source: 'clear-sky', approximate: true },
    };
  }
  const kw = panel.cells / WATTS_PER_KW;
  const estimate = await estimator.estimate({
    latitude: site.latitude,
    longitude: site.longitude,
    losses: inverter ? inverter.losses : DEFAULT_SYSTEM_LOSSES_PCT,
    arrays: faces.map((f) => ({ kw, tilt: f.tilt, azimuth: f.azimuth })),
  });
  const scale = panel.productionPercentage > 0 ? panel.productionPercentage / 100 : 1;
  const perArray = faceOf.map((i) =>
    i < 0 ? [] : (estimate.arrays[i]?.monthlyKwh ?? []).map((v) => v * scale),
  );
  const { source, approximate, weatherFile, station } = estimate;
  return {
    perArray,
    production: {
      source,
      approximate,
      ...(weatherFile ? { weatherFile } : {}),
      ...(station ? { station } : {}),
    },
  };
}
