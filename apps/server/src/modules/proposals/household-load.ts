import { DAYS_IN_MONTH, HOURS_PER_YEAR } from '@pb/core';

/** Where the household is: what a climate-shaped load model reads (the nearest typical year). */
export interface LoadWeatherContext {
  latitude: number;
  longitude: number;
}

/**
 * The household's 8760-hour load (kWh, hour 0 = 1 January 00:00 local standard time) from its
 * twelve monthly kWh: for now each month's kWh spread evenly over that month's hours, so the
 * months add up exactly and the load is labelled "modelled" wherever it is shown.
 *
 * TODO(issue 35, at merge): the lead swaps in core's `modelHourlyLoad` (packages/core/src/
 * household-load/, another branch), which shapes each hour from the station's TMY3 weather;
 * this adapter is the one place that changes.
 */
export function hourlyLoadFor(
  monthlyKwh: readonly number[],
  _weather: LoadWeatherContext,
): Float64Array {
  const load = new Float64Array(HOURS_PER_YEAR);
  let h = 0;
  for (let m = 0; m < 12; m++) {
    const hours = DAYS_IN_MONTH[m]! * 24;
    const each = (monthlyKwh[m] ?? 0) / hours;
    load.fill(each, h, h + hours);
    h += hours;
  }
  return load;
}
