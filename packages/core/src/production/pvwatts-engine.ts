import { PvwattsCellTemperature } from './cell-temperature';
import { inverterAc } from './inverter';
import { AOI_MAX, AOI_MIN, CoverModel, airMassModifier } from './module-cover';
import { SKY_NONE, perezPoa, perezSky, type PerezSky, type PoaComponents } from './perez';
import { SUN_DOWN, computeSunTrack } from './sun-track';
import type { WeatherData } from './weather-data';

/**
 * Local reproduction of NREL PVWatts v8 (SSC cmod_pvwattsv8) for a fixed array:
 * sun position → Perez POA → De Soto cover loss (AR glass) → spectral modifier → Fuentes cell
 * temperature (roof mount, NOCT 49 °C) → linear module with temperature coefficient γ → DC losses
 * → Sandia part-load inverter with clipping → monthly AC energy.
 */

export type PvwattsModuleType = 0 | 1 | 2;

/** Temperature coefficients of power (1/°C) of PVWatts' standard, premium and thin-film modules. */
export const PVWATTS_MODULE_GAMMA: Record<PvwattsModuleType, number> = {
  0: -0.0037,
  1: -0.0035,
  2: -0.0032,
};

export interface PvwattsArrayOptions {
  /** DC nameplate, kW. */
  kwDc: number;
  /** Surface tilt from horizontal, degrees (0–90). */
  tilt: number;
  /** Surface azimuth, degrees east of north (180 = south). */
  azimuth: number;
  /** Total DC system losses, % (PVWatts default 14.08). */
  lossesPct: number;
  /** DC-to-AC ratio (default 1.2, as the PVWatts web API). */
  dcAcRatio?: number;
  /** Nominal inverter efficiency, % (default 96). */
  invEff?: number;
  /** 0 standard, 1 premium (default), 2 thin film. */
  moduleType?: PvwattsModuleType;
}

/** Array-independent, per-record quantities of a weather file, computed once and cached. */
interface WeatherTerms {
  sunup: Uint8Array;
  cosZen: Float64Array;
  sinZen: Float64Array;
  zenDeg: Float64Array;
  azimuth: Float64Array;
  dn: Float64Array;
  df: Float64Array;
  sky: Uint8Array;
  f1: Float64Array;
  f2: Float64Array;
  /** 0 when beam on horizontal exceeds extraterrestrial: SSC then leaves the POA at zero. */
  valid: Uint8Array;
  albedo: Float64Array;
  spectral: Float64Array;
  wspd: Float64Array;
}

const termsCache = new WeakMap<WeatherData, WeatherTerms>();

function weatherTerms(weather: WeatherData): WeatherTerms {
  const cached = termsCache.get(weather);
  if (cached) return cached;
  const n = weather.length;
  const track = computeSunTrack(weather);
  const t: WeatherTerms = {
    sunup: track.sunup,
    cosZen: new Float64Array(n),
    sinZen: new Float64Array(n),
    zenDeg: new Float64Array(n),
    azimuth: track.azimuth,
    dn: new Float64Array(n),
    df: new Float64Array(n),
    sky: new Uint8Array(n),
    f1: new Float64Array(n),
    f2: new Float64Array(n),
    valid: new Uint8Array(n),
    albedo: new Float64Array(n),
    spectral: new Float64Array(n),
    wspd: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const w = weather.wspd[i] ?? NaN;
    t.wspd[i] = w > 0 ? w : 0;
    if (track.sunup[i] === SUN_DOWN) continue;
    const zen = track.zenith[i] ?? 0;
    const dnRaw = weather.dni[i] ?? 0;
    const dn = dnRaw > 0 ? dnRaw : 0;
    const df = weather.dhi[i] ?? 0;
    t.cosZen[i] = Math.cos(zen);
    t.sinZen[i] = Math.sin(zen);
    t.zenDeg[i] = (zen * 180) / Math.PI;
    t.dn[i] = dn;
    t.df[i] = df;
    t.valid[i] = dn * Math.cos(zen) > (track.hextra[i] ?? 0) ? 0 : 1;
    const sky = perezSky(dn, df, zen);
    t.sky[i] = sky.mode;
    t.f1[i] = sky.f1;
    t.f2[i] = sky.f2;
    const alb = weather.albedo[i] ?? NaN;
    t.albedo[i] = alb > 0 && alb < 1 ? alb : 0.2;
    t.spectral[i] = airMassModifier(t.zenDeg[i] ?? 0, weather.header.elevation);
  }
  termsCache.set(weather, t);
  return t;
}

const RAD = 180 / Math.PI;

/** Rejects inputs PVWatts itself would reject (same ranges as the web API). */
function checkOptions(o: PvwattsArrayOptions): void {
  const bad = (name: string, range: string) => {
    throw new RangeError(`PVWatts engine: ${name} must be ${range}`);
  };
  if (!(o.kwDc > 0)) bad('kwDc', 'positive');
  if (!(o.tilt >= 0 && o.tilt <= 90)) bad('tilt', 'between 0 and 90');
  if (!(o.azimuth >= 0 && o.azimuth <= 360)) bad('azimuth', 'between 0 and 360');
  if (!(o.lossesPct >= -5 && o.lossesPct <= 99)) bad('lossesPct', 'between -5 and 99');
  if (o.dcAcRatio !== undefined && !(o.dcAcRatio > 0)) bad('dcAcRatio', 'positive');
  if (o.invEff !== undefined && !(o.invEff >= 90 && o.invEff <= 99.5)) bad('invEff', '90–99.5');
}

/**
 * Monthly AC energy (kWh, January first) of one fixed roof-mounted array on a typical-year
 * weather file, reproducing PVWatts v8 with module_type 1 (premium) and array_type 1 by default.
 */
export function estimateMonthlyAcKwh(weather: WeatherData, options: PvwattsArrayOptions): number[] {
  checkOptions(options);
  const t = weatherTerms(weather);
  const dcNameplate = options.kwDc * 1000;
  const acNameplate = dcNameplate / (options.dcAcRatio ?? 1.2);
  const invEff = options.invEff ?? 96;
  const gamma = PVWATTS_MODULE_GAMMA[options.moduleType ?? 1];
  const lossFactor = 1 - options.lossesPct / 100;
  const tilt = (options.tilt * Math.PI) / 180;
  const sazm = (options.azimuth * Math.PI) / 180;
  const cosT = Math.cos(tilt);
  const sinT = Math.sin(tilt);
  const sky: PerezSky = { mode: SKY_NONE, f1: 0, f2: 0 };
  const components: PoaComponents = { beam: 0, sky: 0, ground: 0 };
  const cover = new CoverModel(options.tilt, true);
  const cell = new PvwattsCellTemperature(49, 5, 1);
  const monthlyWh = new Float64Array(12);

  for (let i = 0; i < weather.length; i++) {
    if (t.sunup[i] === SUN_DOWN) continue;
    const tamb = weather.tdry[i] ?? 20;
    if (t.valid[i] === 0) {
      cell.step(0, t.wspd[i] ?? 0, tamb);
      continue;
    }
    const cosZ = t.cosZen[i] ?? 0;
    let cosInc = (t.sinZen[i] ?? 0) * Math.cos((t.azimuth[i] ?? 0) - sazm) * sinT + cosZ * cosT;
    cosInc = cosInc > 1 ? 1 : cosInc < -1 ? -1 : cosInc;
    const inc = Math.acos(cosInc);
    sky.mode = (t.sky[i] ?? SKY_NONE) as PerezSky['mode'];
    sky.f1 = t.f1[i] ?? 0;
    sky.f2 = t.f2[i] ?? 0;
    const zen = (t.zenDeg[i] ?? 90) / RAD;
    const {
      beam,
      sky: skyDiffuse,
      ground,
    } = perezPoa(t.dn[i] ?? 0, t.df[i] ?? 0, t.albedo[i] ?? 0.2, inc, tilt, zen, sky, components);
    const poa = beam + skyDiffuse + ground;
    const incDeg = inc * RAD;
    let fCover = 1;
    if (incDeg > AOI_MIN && incDeg < AOI_MAX && poa > 0) {
      let tpoa = cover.transmitted(incDeg, beam, skyDiffuse, ground);
      if (tpoa > poa) tpoa = poa;
      fCover = tpoa / poa;
    }
    const tcell = cell.step(poa, t.wspd[i] ?? 0, tamb);
    const effective = poa * fCover * (t.spectral[i] ?? 1);
    const dc = dcNameplate * (effective / 1000) * (1 + gamma * (tcell - 25)) * lossFactor;
    const m = (weather.month[i] ?? 1) - 1;
    monthlyWh[m] = (monthlyWh[m] ?? 0) + inverterAc(dc, acNameplate, invEff);
  }
  return Array.from(monthlyWh, (wh) => wh / 1000);
}
