import {
  PVWATTS_CEC_MODULES,
  cecModulePower,
  referenceEfficiency,
  type PvwattsModuleType,
} from './cec-module';
import { installedNoct, noctCellTemperature } from './cell-temperature';
import { inverterAc, pvwattsInverter } from './inverter';
import { CoverModel, beamModifier, diffuseModifiers } from './module-cover';
import {
  SKY_NONE,
  perezPoa,
  perezPoaCos,
  perezSky,
  type PerezSky,
  type PoaComponents,
} from './perez';
import {
  SkyDiffuseTable,
  arrayLayout,
  diffuseDerates,
  fixedShadeFraction,
  oneAxisShadeFraction,
  type DiffuseDerates,
} from './self-shading';
import { spectralModifier } from './spectral-modifier';
import { SUN_DOWN, computeSunTrack } from './sun-track';
import {
  TRACK_FIXED,
  TRACK_ONE_AXIS,
  TRACK_TWO_AXIS,
  surfaceAngles,
  trueTrackDeg,
  type SurfaceAngles,
} from './tracking';
import type { WeatherData } from './weather-data';

export type { PvwattsModuleType } from './cec-module';

/**
 * Local reproduction of NREL PVWatts v8 (SSC `cmod_pvwattsv8`, NREL/ssc e97a19f8), hour by hour
 * (ssc/cmod_pvwattsv8.cpp lines 833–1376):
 * sun position (sun-track.ts) → array orientation and incidence (tracking.ts) → Perez POA
 * (perez.ts) → row self-shading for open rack and one-axis arrays (self-shading.ts) → cover
 * (module-cover.ts) and spectral (spectral-modifier.ts) modifiers → NOCT cell temperature
 * (cell-temperature.ts) → CEC single-diode module (cec-module.ts) → DC losses → Sandia inverter
 * with clipping (inverter.ts) → monthly AC energy.
 */

/** 0 fixed open rack, 1 fixed roof mount, 2 one-axis, 3 one-axis backtracking, 4 two-axis. */
export type PvwattsArrayType = 0 | 1 | 2 | 3 | 4;

export interface PvwattsArrayOptions {
  /** DC nameplate, kW. */
  kwDc: number;
  /** Surface tilt (or one-axis tracker axis tilt) from horizontal, degrees (0–90). */
  tilt: number;
  /** Surface (or axis) azimuth, degrees east of north (180 = south). */
  azimuth: number;
  /** Total DC system losses, % (PVWatts default 14.08). */
  lossesPct: number;
  /** DC-to-AC ratio (default 1.2, as the PVWatts web API). */
  dcAcRatio?: number;
  /** Nominal inverter efficiency, % (default 96). */
  invEff?: number;
  /** 0 standard, 1 premium (default), 2 thin film. */
  moduleType?: PvwattsModuleType;
  /** PVWatts array type (default 1, fixed roof mount). */
  arrayType?: PvwattsArrayType;
  /** Ground coverage ratio for row self-shading and backtracking (default 0.4, as the web API). */
  gcr?: number;
}

/** Array-independent, per-record quantities of a weather file, computed once and cached. */
interface WeatherTerms {
  sunup: Uint8Array;
  zen: Float64Array;
  zenDeg: Float64Array;
  /** cos Z, sin Z·cos A and sin Z·sin A, for fixed-array incidence without trig per hour. */
  cosZen: Float64Array;
  sinZenCosAzm: Float64Array;
  sinZenSinAzm: Float64Array;
  azimuth: Float64Array;
  azimuthDeg: Float64Array;
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
  tamb: Float64Array;
}

const termsCache = new WeakMap<WeatherData, WeatherTerms>();
const RAD = 180 / Math.PI;

function weatherTerms(weather: WeatherData): WeatherTerms {
  const cached = termsCache.get(weather);
  if (cached) return cached;
  const n = weather.length;
  const track = computeSunTrack(weather);
  const t: WeatherTerms = {
    sunup: track.sunup,
    zen: new Float64Array(n),
    zenDeg: new Float64Array(n),
    cosZen: new Float64Array(n),
    sinZenCosAzm: new Float64Array(n),
    sinZenSinAzm: new Float64Array(n),
    azimuth: track.azimuth,
    azimuthDeg: new Float64Array(n),
    dn: new Float64Array(n),
    df: new Float64Array(n),
    sky: new Uint8Array(n),
    f1: new Float64Array(n),
    f2: new Float64Array(n),
    valid: new Uint8Array(n),
    albedo: new Float64Array(n),
    spectral: new Float64Array(n),
    wspd: new Float64Array(n),
    tamb: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const w = weather.wspd[i] ?? NaN;
    t.wspd[i] = w > 0 ? w : 0;
    t.tamb[i] = weather.tdry[i] ?? 20;
    if (track.sunup[i] === SUN_DOWN) continue;
    const zen = track.zenith[i] ?? 0;
    const dnRaw = weather.dni[i] ?? 0;
    const dn = dnRaw > 0 ? dnRaw : 0;
    const df = weather.dhi[i] ?? 0;
    t.zen[i] = zen;
    t.zenDeg[i] = zen * RAD;
    const azm = track.azimuth[i] ?? 0;
    t.cosZen[i] = Math.cos(zen);
    t.sinZenCosAzm[i] = Math.sin(zen) * Math.cos(azm);
    t.sinZenSinAzm[i] = Math.sin(zen) * Math.sin(azm);
    t.azimuthDeg[i] = (track.azimuth[i] ?? 0) * RAD;
    t.dn[i] = dn;
    t.df[i] = df;
    // Beam on horizontal above extraterrestrial: irrad::calc returns −1 with no POA (lib_irradproc.cpp 2395–2405).
    t.valid[i] = dn * Math.cos(zen) > (track.hextra[i] ?? 0) ? 0 : 1;
    const sky = perezSky(dn, df, zen);
    t.sky[i] = sky.mode;
    t.f1[i] = sky.f1;
    t.f2[i] = sky.f2;
    // Albedo from the file where valid, else 0.2 (cmod_pvwattsv8.cpp 857–883).
    const alb = weather.albedo[i] ?? NaN;
    t.albedo[i] = alb > 0 && alb < 1 ? alb : 0.2;
    // Spectral modifier at the zenith capped at 86° (lib_cec6par.cpp 146–149).
    t.spectral[i] = spectralModifier(t.zenDeg[i] ?? 0, weather.header.elevation);
  }
  termsCache.set(weather, t);
  return t;
}

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
  if (o.gcr !== undefined && !(o.gcr >= 0.01 && o.gcr < 1)) bad('gcr', 'at least 0.01 and below 1');
  if (o.moduleType !== undefined && ![0, 1, 2].includes(o.moduleType))
    bad('moduleType', '0, 1 or 2');
  if (o.arrayType !== undefined && ![0, 1, 2, 3, 4].includes(o.arrayType))
    bad('arrayType', '0, 1, 2, 3 or 4');
}

/**
 * Monthly AC energy (kWh, January first) of one array on a typical-year weather file, as PVWatts
 * v8 computes it; premium module and fixed roof mount by default.
 */
export function estimateMonthlyAcKwh(weather: WeatherData, options: PvwattsArrayOptions): number[] {
  const acWh = acWhByRecord(weather, options);
  const monthlyWh = new Float64Array(12);
  for (let i = 0; i < weather.length; i++) {
    const ac = acWh[i]!;
    if (ac === 0) continue;
    const m = (weather.month[i] ?? 1) - 1;
    monthlyWh[m] = (monthlyWh[m] ?? 0) + ac;
  }
  return Array.from(monthlyWh, (wh) => wh / 1000);
}

/**
 * AC energy (kWh) of one array in each record of the weather file (8760 hours for a typical
 * year), as PVWatts v8 computes it: the hourly production the hourly bill reads (issue 35).
 */
export function estimateHourlyAcKwh(
  weather: WeatherData,
  options: PvwattsArrayOptions,
): Float64Array {
  const acWh = acWhByRecord(weather, options);
  for (let i = 0; i < acWh.length; i++) acWh[i] = acWh[i]! / 1000;
  return acWh;
}

/** AC Wh of each weather record (0 when the sun is down or the irradiance too low). */
function acWhByRecord(weather: WeatherData, options: PvwattsArrayOptions): Float64Array {
  checkOptions(options);
  const t = weatherTerms(weather);
  const moduleType = options.moduleType ?? 1;
  const arrayType = options.arrayType ?? 1;
  const gcr = options.gcr ?? 0.4;
  const module = PVWATTS_CEC_MODULES[moduleType];
  const dcNameplate = options.kwDc * 1000;
  // Module power → array DC (cmod_pvwattsv8.cpp 1290) and DC losses (1204, 1294).
  const dcScale = (dcNameplate / (module.vmp * module.imp)) * (1 - options.lossesPct / 100);
  const inverter = pvwattsInverter(dcNameplate, options.dcAcRatio ?? 1.2, options.invEff ?? 96);
  const noct = installedNoct(arrayType);
  const etaRef = referenceEfficiency(module);
  const trackMode =
    arrayType === 2 || arrayType === 3
      ? TRACK_ONE_AXIS
      : arrayType === 4
        ? TRACK_TWO_AXIS
        : TRACK_FIXED;
  const backtrack = arrayType === 3;
  // Self-shading for open rack and one-axis arrays (cmod_pvwattsv8.cpp 620, 683–685).
  const selfShading = arrayType === 0 || arrayType === 2 || arrayType === 3;
  const layout = arrayLayout(dcNameplate, moduleType, trackMode === TRACK_ONE_AXIS, gcr);
  const skyTable = selfShading ? new SkyDiffuseTable(gcr, options.tilt) : null;
  const derates: DiffuseDerates = { sky: 1, ground: 1 };
  const fixedCover = trackMode === TRACK_FIXED ? new CoverModel(options.tilt) : null;
  const trackedCover = { kSky: 1, kGround: 1 };
  // Fixed arrays keep the angles of surfaceAngles(TRACK_FIXED, …) for every hour.
  const angles: SurfaceAngles = surfaceAngles(
    TRACK_FIXED,
    options.tilt,
    options.azimuth,
    45,
    false,
    gcr,
    0,
    0,
    {
      inc: 0,
      tilt: 0,
      azimuth: 0,
      rot: 0,
    },
  );
  const cosTilt = Math.cos(angles.tilt);
  const sinTilt = Math.sin(angles.tilt);
  const cosSazm = Math.cos(angles.azimuth);
  const sinSazm = Math.sin(angles.azimuth);
  const sky: PerezSky = { mode: SKY_NONE, f1: 0, f2: 0 };
  const components: PoaComponents = { beam: 0, sky: 0, ground: 0 };
  const acWh = new Float64Array(weather.length);

  for (let i = 0; i < weather.length; i++) {
    if (t.sunup[i] === SUN_DOWN || t.valid[i] === 0) continue;
    const zen = t.zen[i] ?? 0;
    const zenDeg = t.zenDeg[i] ?? 0;
    const azm = t.azimuth[i] ?? 0;
    sky.mode = (t.sky[i] ?? SKY_NONE) as PerezSky['mode'];
    sky.f1 = t.f1[i] ?? 0;
    sky.f2 = t.f2[i] ?? 0;
    const dn = t.dn[i] ?? 0;
    const df = t.df[i] ?? 0;
    const albedo = t.albedo[i] ?? 0.2;
    if (trackMode === TRACK_FIXED) {
      // Fixed: incidence as lib_irradproc.cpp 1258–1269, from precomputed sun terms.
      let cosInc =
        sinTilt * (cosSazm * (t.sinZenCosAzm[i] ?? 0) + sinSazm * (t.sinZenSinAzm[i] ?? 0)) +
        cosTilt * (t.cosZen[i] ?? 0);
      cosInc = cosInc > 1 ? 1 : cosInc < -1 ? -1 : cosInc;
      angles.inc = Math.acos(cosInc);
      const cz = t.cosZen[i] ?? 0;
      perezPoaCos(dn, df, albedo, cosInc, cosTilt, sinTilt, cz, cz > 0, sky, components);
    } else {
      surfaceAngles(trackMode, options.tilt, options.azimuth, 45, backtrack, gcr, zen, azm, angles);
      perezPoa(dn, df, albedo, angles.inc, angles.tilt, zen, sky, components);
    }
    let beam = components.beam;
    let skyDiffuse = components.sky;
    let ground = components.ground;
    const stiltDeg = angles.tilt * RAD;

    if (skyTable) {
      // cmod_pvwattsv8.cpp 1049–1160: linear beam shading, then sky and ground diffuse derates.
      const solazDeg = t.azimuthDeg[i] ?? 0;
      if (arrayType === 0) {
        beam *= 1 - fixedShadeFraction(layout, stiltDeg, angles.azimuth * RAD, zenDeg, solazDeg);
      } else if (arrayType === 2) {
        const tt = trueTrackDeg(solazDeg, zenDeg, options.tilt, options.azimuth);
        beam *= 1 - oneAxisShadeFraction(gcr, angles.rot * RAD, tt);
      }
      diffuseDerates(
        skyTable,
        zenDeg,
        stiltDeg,
        weather.dni[i] ?? 0,
        weather.dhi[i] ?? 0,
        skyDiffuse,
        ground,
        gcr,
        albedo,
        layout.nrows,
        derates,
      );
      if (derates.sky >= -0.00001 && derates.sky <= 1.00001) skyDiffuse *= derates.sky;
      if (derates.ground >= -0.00001 && derates.ground <= 1.00001) ground *= derates.ground;
    }

    // Cover (always, AR glass) and spectral modifiers → effective irradiance (lib_cec6par.cpp 130–149).
    const cover = fixedCover ?? diffuseModifiers(stiltDeg, trackedCover);
    const tpoa = Math.max(
      0,
      beam * beamModifier(angles.inc * RAD) + skyDiffuse * cover.kSky + ground * cover.kGround,
    );
    const geff = tpoa * (t.spectral[i] ?? 1);
    if (!(geff >= 1)) continue;
    const tcell = noctCellTemperature(geff, t.tamb[i] ?? 20, t.wspd[i] ?? 0, noct, etaRef);
    const dc = cecModulePower(module, geff, tcell) * dcScale;
    acWh[i] = inverterAc(dc, inverter);
  }
  return acWh;
}
