import {
  NO_SUNRISE,
  NO_SUNSET,
  dayOfYear,
  daysFromCivil,
  daysSinceJ2000,
  extraterrestrialHorizontal,
  sunPosition,
  sunriseSunset,
} from './solar-position';
import type { WeatherData } from './weather-data';

/** Whether and how the sun is up during a record, as SSC's `irrad::calc` reports it. */
export const SUN_DOWN = 0;
export const SUN_UP = 1;
export const SUN_RISING = 2;
export const SUN_SETTING = 3;

/** Effective sun position of every record of a weather file (independent of the array). */
export interface SunTrack {
  /** SUN_DOWN, SUN_UP, SUN_RISING or SUN_SETTING. */
  sunup: Uint8Array;
  /** Zenith (rad). */
  zenith: Float64Array;
  /** Azimuth east of north (rad). */
  azimuth: Float64Array;
  /** Extraterrestrial horizontal irradiance at the effective time (W/m²). */
  hextra: Float64Array;
}

type RiseSet = { sunrise: number; sunset: number };

function adjacentDay(year: number, month: number, day: number, delta: number): number[] {
  const d = new Date(Date.UTC(2001, month - 1, day + delta));
  const wrapped = d.getUTCFullYear() - 2001;
  return [year + wrapped, d.getUTCMonth() + 1, d.getUTCDate()];
}

/**
 * Sunrise/sunset for a record's day with SSC's corrections for days whose sunset falls after
 * midnight or sunrise before it (far from the time-zone meridian, or near the polar circles).
 */
function riseSetForDay(
  y: number,
  m: number,
  d: number,
  lat: number,
  lon: number,
  tz: number,
): RiseSet {
  let { sunrise, sunset } = sunriseSunset(y, m, d, lat, lon, tz);
  if (sunset > 24 && sunset !== -NO_SUNSET) {
    const [py = y, pm = m, pd = d] = adjacentDay(y, m, d, -1);
    const prev = sunriseSunset(py, pm, pd, lat, lon, tz).sunset;
    if (prev === -NO_SUNSET) sunset -= 24;
    else if (prev >= 24) sunset = prev - 24;
  }
  if (sunrise < 0 && sunrise !== -NO_SUNRISE) {
    const [ny = y, nm = m, nd = d] = adjacentDay(y, m, d, 1);
    const next = sunriseSunset(ny, nm, nd, lat, lon, tz).sunrise;
    if (next === -NO_SUNRISE) sunrise += 24;
    else if (next < 0) sunrise = next + 24;
  }
  return { sunrise, sunset };
}

/**
 * Computes when the sun is up and where it is for each record, following SSC's timing rules
 * (ssc/cmod_pvwattsv8.cpp lines 688–714 and 897–901, shared/lib_irradproc.cpp `irrad::calc` lines
 * 2270–2372 of NREL/ssc e97a19f8; time step Δt = 1 h):
 * - instantaneous files: position at the timestamp; up when sunrise ≤ t ≤ sunset;
 * - hour-average files (t = hh:30): if the hour holds sunrise, position at
 *   t_calc = (sunrise + t + Δt/2)/2; if it holds sunset, at t_calc = (t − Δt/2 + sunset)/2
 *   (the middle of the sunlit part); otherwise at t. The minute of t_calc is truncated to a
 *   whole minute, as SSC's `solarpos_spa` does.
 */
export function computeSunTrack(weather: WeatherData): SunTrack {
  const { latitude: lat, longitude: lon, timeZone: tz } = weather.header;
  const n = weather.length;
  const track: SunTrack = {
    sunup: new Uint8Array(n),
    zenith: new Float64Array(n),
    azimuth: new Float64Array(n),
    hextra: new Float64Array(n),
  };
  const delt = weather.instantaneous ? -1 : 1;
  let dayKey = -1;
  let riseSet: RiseSet = { sunrise: 0, sunset: 0 };
  for (let i = 0; i < n; i++) {
    const y = weather.year[i] ?? 2001;
    const m = weather.month[i] ?? 1;
    const d = weather.day[i] ?? 1;
    const key = daysFromCivil(y, m, d);
    if (key !== dayKey) {
      dayKey = key;
      riseSet = riseSetForDay(y, m, d, lat, lon, tz);
    }
    const { sunrise, sunset } = riseSet;
    const t = (weather.hour[i] ?? 0) + (weather.minute[i] ?? 0) / 60;
    let tCalc = t;
    let up = SUN_DOWN;
    if (delt > 0 && t >= sunrise - delt / 2 && t < sunrise + delt / 2) {
      tCalc = truncateMinute((sunrise + t + delt / 2) / 2);
      up = SUN_RISING;
    } else if (delt > 0 && t > sunset - delt / 2 && t <= sunset + delt / 2) {
      tCalc = truncateMinute((t - delt / 2 + sunset) / 2);
      up = SUN_SETTING;
    } else if (
      (sunrise < sunset && t >= sunrise && t <= sunset) ||
      (sunrise > sunset && (t <= sunset || t >= sunrise))
    ) {
      up = SUN_UP;
    }
    track.sunup[i] = up;
    if (up === SUN_DOWN) continue;
    const p = weather.pressure[i] ?? NaN;
    const temp = weather.tdry[i] ?? NaN;
    const pos = sunPosition(
      daysSinceJ2000(y, m, d, tCalc, tz),
      lat,
      lon,
      p > 800 ? p : 1013.25,
      Number.isFinite(temp) ? temp : 15,
    );
    track.zenith[i] = (pos.zenith * Math.PI) / 180;
    track.azimuth[i] = (pos.azimuth * Math.PI) / 180;
    track.hextra[i] = extraterrestrialHorizontal(dayOfYear(m, d), pos.zenith);
  }
  return track;
}

function truncateMinute(hours: number): number {
  const h = Math.floor(hours);
  return h + Math.floor((hours - h) * 60) / 60;
}
