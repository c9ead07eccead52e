/**
 * The constants of the household load model (`modelHourlyLoad`): hour-of-day shapes and the
 * temperature response. Written by `scripts/household-load-calibration/calibrate.ts` from the
 * DOE/OpenEI residential BASE profiles of Long Beach (722970) and St. Louis (724340) on their TMY3
 * weather; Boston (725090) is held out (see decision 0058). Derived from 'Commercial and
 * Residential Hourly Load Profiles for all TMY3 Locations in the United States', developed at the
 * National Renewable Energy Laboratory and made available under the ODC-BY 1.0 Attribution License.
 */
export interface LoadShape {
  /** Time constant (hours) of the exponential smoothing of the dry-bulb temperature (house thermal lag). */
  tauHours: number;
  /** Cooling balance point, °C of smoothed temperature. */
  coolingBalanceC: number;
  /** Heating balance point, °C of smoothed temperature. */
  heatingBalanceC: number;
  /** Base (non-HVAC) level of each month relative to the year (lighting, water heating; mean 1). */
  baseByMonth: number[];
  /** [summer 0/1][weekend 0/1][hour 0–23] base (non-HVAC) load relative to its month's mean. Summer = May–October. */
  base: number[][][];
  /** Hour-of-day weight of a cooling degree-hour (mean 1). */
  coolingByHour: number[];
  /** Hour-of-day weight of a heating degree-hour (mean 1). */
  heatingByHour: number[];
  /**
   * Typical split for a home known only by its annual kWh, per kW of the year's mean load: base
   * weight, kW per cooling degree-hour (weighted), kW per heating degree-hour (weighted).
   */
  annualSplit: { base: number; cooling: number; heating: number };
}
