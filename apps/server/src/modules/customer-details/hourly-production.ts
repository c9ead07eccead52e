import {
  buildClearSkyWeather,
  DAYS_IN_MONTH,
  DEFAULT_SYSTEM_LOSSES_PCT,
  estimateHourlyAcKwh,
  HOURS_PER_YEAR,
  WATTS_PER_KW,
  type Inverter,
  type Panel,
  type PanelArray,
} from '@pb/core';
import type { ProductionEstimator } from '../../integrations/production/production-estimator';
import type { SiteLocation } from '../customer-details/single-panel-production';

/** First hour of each month in the 8760-hour year. */
const MONTH_START = DAYS_IN_MONTH.reduce<number[]>(
  (starts, days, m) => [...starts, starts[m]! + days * 24],
  [0],
);

/**
 * Scales an hourly shape so each month adds up to `monthlyKwh` (the proposal's own per-panel
 * estimate): the hourly bill then agrees with every monthly figure of the proposal. A month the
 * shape has no production in gets its kWh over the month's hours 10:00–14:00.
 */
export function scaleToMonths(
  shape: ArrayLike<number>,
  monthlyKwh: readonly number[],
): Float64Array {
  const out = new Float64Array(HOURS_PER_YEAR);
  for (let m = 0; m < 12; m++) {
    const from = MONTH_START[m]!;
    const to = MONTH_START[m + 1]!;
    let total = 0;
    for (let h = from; h < to; h++) total += Math.max(0, shape[h] ?? 0);
    const target = monthlyKwh[m] ?? 0;
    if (total > 0) {
      const k = target / total;
      for (let h = from; h < to; h++) out[h] = Math.max(0, shape[h] ?? 0) * k;
    } else if (target > 0) {
      const each = target / (DAYS_IN_MONTH[m]! * 5);
      for (let h = from; h < to; h++) if ((h % 24) - 10 >= 0 && (h % 24) - 10 < 5) out[h] = each;
    }
  }
  return out;
}

/**
 * One panel's production hour by hour on each array's face (issue 35): the PVWatts v8 engine's
 * 8760 hours on the face (the estimator's nearest typical year, else clear sky), scaled month by
 * month to the array's `singlePanelProduction` (the proposal's monthly estimate). [] for an array
 * without that estimate (no production). Multiplied by each array's panel count when priced, so a
 * build raised to the minimum system produces for its new count.
 */
export async function perPanelHourlyProduction(
  estimator: ProductionEstimator,
  site: SiteLocation,
  panel: Panel,
  inverter: Inverter | null,
  arrays: readonly PanelArray[],
): Promise<Float64Array[]> {
  const priced = arrays.filter((a) => a.azimuth !== null && a.singlePanelProduction.length === 12);
  if (priced.length === 0) return arrays.map(() => new Float64Array(0));
  const losses = inverter ? inverter.losses : DEFAULT_SYSTEM_LOSSES_PCT;
  const kw = panel.cells / WATTS_PER_KW;
  const specs = priced.map((a) => ({ kw, tilt: a.tilt, azimuth: a.azimuth! % 360 }));
  const input = { latitude: site.latitude, longitude: site.longitude, losses, arrays: specs };
  let shapes: Float64Array[];
  if (estimator.estimateHourly) {
    shapes = await estimator.estimateHourly(input);
  } else {
    const weather = buildClearSkyWeather(site.latitude, site.longitude);
    shapes = specs.map((s) =>
      estimateHourlyAcKwh(weather, {
        kwDc: s.kw,
        tilt: s.tilt,
        azimuth: s.azimuth,
        lossesPct: losses,
      }),
    );
  }
  let i = 0;
  return arrays.map((a) =>
    priced.includes(a) ? scaleToMonths(shapes[i++]!, a.singlePanelProduction) : new Float64Array(0),
  );
}
