import { estimateMonthlyAcKwh, type PvwattsArrayOptions } from './pvwatts-engine';
import { dayOfYear, sunriseSunset } from './solar-position';
import { SUN_DOWN, SUN_RISING, SUN_SETTING, computeSunTrack } from './sun-track';
import { TYPICAL_YEAR_HOURS, type WeatherData } from './weather-data';

/**
 * Approximate production from latitude and longitude only, for sites with no weather file nearby:
 * a synthetic clear-sky year (Ineichen–Perez, generic turbidity, a crude temperature climate) run
 * through the same PVWatts v8 engine, then scaled by a generic cloudiness derate. Results are
 * indicative only and must be labelled approximate.
 */

/**
 * Typical-year energy over clear-sky energy, measured on twelve US typical-year files (south,
 * south-east, east and west arrays): 0.50 (Sand Point AK) to 0.96 (Daggett CA), median 0.78. A
 * single generic value, so a site's estimate can be off by ±20 % or more.
 */
export const CLEAR_SKY_CLOUD_DERATE = 0.78;

/** Linke turbidity used for every site (a mid-latitude, moderately hazy average). */
const LINKE_TURBIDITY = 3;
const DEG = Math.PI / 180;

export interface ClearSkyIrradiance {
  ghi: number;
  dni: number;
  dhi: number;
}

/**
 * Ineichen & Perez (2002) clear sky at sea level, as in SSC `ineichen()` / pvlib:
 * AM = 1/(cos Z + 0.50572·(96.07995 − Z)^−1.6364) capped at 15.25;
 * GHI = 0.868·I₀·cos Z·exp(−0.0387·AM·TL)·exp(0.01·AM^1.8);
 * DNI = min(I₀·0.827·exp(−0.09·AM·(TL − 1)), GHI·(1 − (0.1 − 0.2e^−TL)/(0.1 + 0.882))/cos Z);
 * DHI = GHI − DNI·cos Z.
 */
export function ineichenClearSky(
  zenithDeg: number,
  doy: number,
  linke = LINKE_TURBIDITY,
): ClearSkyIrradiance {
  const cosZ = Math.cos(zenithDeg * DEG);
  if (!(cosZ > 0)) return { ghi: 0, dni: 0, dhi: 0 };
  const i0 = 1367 * (1 + 0.033 * Math.cos((2 * Math.PI * doy) / 365));
  const am = Math.min(15.25, 1 / (cosZ + 0.50572 * Math.pow(6.07995 + (90 - zenithDeg), -1.6364)));
  const ghi =
    0.868 * i0 * cosZ * Math.exp(-0.0387 * am * linke) * Math.exp(0.01 * Math.pow(am, 1.8));
  const bnci = i0 * 0.827 * Math.exp(-0.09 * am * (linke - 1));
  const bnci2 = ghi * Math.max(0, (1 - (0.1 - 0.2 * Math.exp(-linke)) / (0.1 + 0.882)) / cosZ);
  const dni = Math.min(bnci, bnci2);
  return { ghi, dni, dhi: Math.max(0, ghi - dni * cosZ) };
}

/**
 * Crude ambient temperature (°C): annual mean 27 − 0.45·max(0, |φ| − 15), seasonal swing
 * 2 + 0.3·|φ| peaking late July (late January south), daily swing ±5 °C peaking at 15:00.
 */
function ambientTemperature(latitude: number, doy: number, hour: number): number {
  const absLat = Math.abs(latitude);
  const mean = 27 - 0.45 * Math.max(0, absLat - 15);
  const seasonal = (2 + 0.3 * absLat) / 2;
  const phase = latitude >= 0 ? 205 : 22;
  return (
    mean +
    seasonal * Math.cos((2 * Math.PI * (doy - phase)) / 365) +
    5 * Math.cos((2 * Math.PI * (hour + 0.5 - 15)) / 24)
  );
}

/** Builds a synthetic hour-average clear-sky year for a site (time zone from longitude). */
export function buildClearSkyWeather(latitude: number, longitude: number): WeatherData {
  const n = TYPICAL_YEAR_HOURS;
  const timeZone = Math.round(longitude / 15);
  const f64 = () => new Float64Array(n);
  const w: WeatherData = {
    header: { latitude, longitude, timeZone, elevation: 0, source: 'clear-sky' },
    format: 'sam-csv',
    instantaneous: false,
    hasGhi: true,
    length: n,
    year: new Int32Array(n).fill(2001),
    month: new Int32Array(n),
    day: new Int32Array(n),
    hour: new Int32Array(n),
    minute: new Float64Array(n).fill(30),
    ghi: f64(),
    dni: f64(),
    dhi: f64(),
    tdry: f64(),
    wspd: new Float64Array(n).fill(2),
    pressure: new Float64Array(n).fill(1013.25),
    albedo: new Float64Array(n).fill(0.2),
    snow: f64(),
  };
  for (let i = 0; i < n; i++) {
    const date = new Date(Date.UTC(2001, 0, 1 + Math.floor(i / 24)));
    w.month[i] = date.getUTCMonth() + 1;
    w.day[i] = date.getUTCDate();
    w.hour[i] = i % 24;
    w.tdry[i] = ambientTemperature(latitude, Math.floor(i / 24) + 1, i % 24);
  }
  const track = computeSunTrack(w);
  for (let i = 0; i < n; i++) {
    const up = track.sunup[i];
    if (up === SUN_DOWN) continue;
    const month = w.month[i] ?? 1;
    const day = w.day[i] ?? 1;
    const hour = w.hour[i] ?? 0;
    // Hour averages: scale the sunrise/sunset hours by their sunlit fraction.
    let fraction = 1;
    if (up === SUN_RISING || up === SUN_SETTING) {
      const rs = sunriseSunset(2001, month, day, latitude, longitude, timeZone);
      fraction = up === SUN_RISING ? hour + 1 - rs.sunrise : rs.sunset - hour;
      fraction = Math.min(1, Math.max(0, fraction));
    }
    const cs = ineichenClearSky(((track.zenith[i] ?? 0) * 180) / Math.PI, dayOfYear(month, day));
    w.ghi[i] = cs.ghi * fraction;
    w.dni[i] = cs.dni * fraction;
    w.dhi[i] = cs.dhi * fraction;
  }
  return w;
}

/**
 * Approximate monthly AC energy (kWh) of one array from latitude/longitude only: clear-sky
 * PVWatts v8 energy × {@link CLEAR_SKY_CLOUD_DERATE}. Pass a weather object from
 * {@link buildClearSkyWeather} to reuse it across arrays at one site.
 */
export function estimateClearSkyMonthlyAcKwh(
  latitude: number,
  longitude: number,
  options: PvwattsArrayOptions,
  weather: WeatherData = buildClearSkyWeather(latitude, longitude),
): number[] {
  return estimateMonthlyAcKwh(weather, options).map((kwh) => kwh * CLEAR_SKY_CLOUD_DERATE);
}
