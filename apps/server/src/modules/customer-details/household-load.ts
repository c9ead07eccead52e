import { DAYS_IN_MONTH, HOURS_PER_YEAR, modelHourlyLoad } from '@pb/core';

/**
 * The household's 8760-hour load (kWh, hour 0 = 1 January 00:00 local standard time) from its
 * twelve monthly kWh: core's `modelHourlyLoad` (decision 0058) on the hourly temperature of the
 * site's typical year (the one its production comes from). Without a temperature (an estimator
 * that has no hourly weather) each month's kWh is spread evenly over its hours. Either way each
 * month adds up exactly, and the load is labelled "modelled" wherever it is shown.
 */
export function hourlyLoadFor(
  monthlyKwh: readonly number[],
  temperatureC: ArrayLike<number> | null,
): Float64Array {
  if (temperatureC && temperatureC.length === HOURS_PER_YEAR)
    return modelHourlyLoad({ monthlyKwh, temperatureC }).kwh;
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
