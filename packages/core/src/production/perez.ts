/**
 * Perez (1990) anisotropic sky transposition as coded in SSC's lib_irradproc `perez()`
 * (shared/lib_irradproc.cpp line 1673 of NREL/ssc e97a19f8, called from `irrad::calc` line 2445)
 * (from the original PVWatts FORTRAN by H. Bisner), with the same coefficient table,
 * brightness bins and low-sun handling.
 */

const F11 = [-0.0083117, 0.1299457, 0.3296958, 0.5682053, 0.873028, 1.1326077, 1.0601591, 0.677747];
const F12 = [
  0.5877285, 0.6825954, 0.4868735, 0.1874525, -0.3920403, -1.2367284, -1.5999137, -0.3272588,
];
const F13 = [
  -0.0620636, -0.1513752, -0.2210958, -0.295129, -0.3616149, -0.4118494, -0.3589221, -0.2504286,
];
const F21 = [
  -0.0596012, -0.0189325, 0.055414, 0.1088631, 0.2255647, 0.2877813, 0.2642124, 0.1561313,
];
const F22 = [
  0.0721249, 0.065965, -0.0639588, -0.1519229, -0.4620442, -0.8230357, -1.127234, -1.3765031,
];
const F23 = [
  -0.0220216, -0.0288748, -0.0260542, -0.0139754, 0.0012448, 0.0558651, 0.1310694, 0.2506212,
];
const EPS_BINS = [1.065, 1.23, 1.5, 1.95, 2.8, 4.5, 6.2];
const B2 = 0.000005534;
const DEG = Math.PI / 180;
/** 87.5° in radians: beyond it the sky is taken as isotropic. */
const ZEN_LIMIT = 1.5271631;
/** cos 85°: floor of the circumsolar divisor. */
const COS85 = 0.0871557;

/** How the sky diffuse of an hour is modelled. */
export const SKY_NONE = 0;
export const SKY_PEREZ = 1;
export const SKY_ISOTROPIC = 2;

export interface PerezSky {
  mode: typeof SKY_NONE | typeof SKY_PEREZ | typeof SKY_ISOTROPIC;
  /** Circumsolar brightening coefficient F1 (≥ 0). */
  f1: number;
  /** Horizon brightening coefficient F2. */
  f2: number;
}

/**
 * Sky brightness coefficients for one hour (independent of the surface):
 * ε = ((D + I)/D + 5.535e-6·Z³)/(1 + 5.535e-6·Z³) with Z in degrees, Δ = D·AM/1367 with
 * AM = 1/(cos Z + 0.15·(93.9 − Z)^−1.253), F1 = max(0, F11 + F12·Δ + F13·Z), F2 = F21 + F22·Δ +
 * F23·Z with Z in radians.
 */
export function perezSky(dn: number, df: number, zen: number): PerezSky {
  if (zen < 0 || zen > ZEN_LIMIT) return { mode: SKY_ISOTROPIC, f1: 0, f2: 0 };
  if (df <= 0) return { mode: SKY_NONE, f1: 0, f2: 0 };
  const zDeg = zen / DEG;
  const airmass = 1 / (Math.cos(zen) + 0.15 * Math.pow(93.9 - zDeg, -1.253));
  const delta = (df * airmass) / 1367;
  const t = zDeg * zDeg * zDeg;
  const eps = ((Math.max(dn, 0) + df) / df + t * B2) / (1 + t * B2);
  let i = 0;
  while (i < 7 && eps > (EPS_BINS[i] ?? Infinity)) i++;
  const f1 = Math.max(0, (F11[i] ?? 0) + (F12[i] ?? 0) * delta + (F13[i] ?? 0) * zen);
  const f2 = (F21[i] ?? 0) + (F22[i] ?? 0) * delta + (F23[i] ?? 0) * zen;
  return { mode: SKY_PEREZ, f1, f2 };
}

export interface PoaComponents {
  beam: number;
  sky: number;
  ground: number;
}

/**
 * Plane-of-array irradiance (W/m²) from DNI `dn`, DHI `df`, albedo, angle of incidence `inc`,
 * surface tilt and zenith (all radians):
 * beam = I·max(cos θ, 0); sky = D·(1 − F1)·(1 + cos β)/2 + D·F1·max(cos θ, 0)/max(cos Z, cos 85°)
 * + D·F2·sin β; ground = ρ·(I·cos Z + D)·(1 − cos β)/2. Low sun (Z > 87.5°): isotropic sky, no
 * ground term. Pass `out` to reuse one object in hot loops.
 */
export function perezPoa(
  dn: number,
  df: number,
  albedo: number,
  inc: number,
  tilt: number,
  zen: number,
  sky: PerezSky = perezSky(dn, df, zen),
  out: PoaComponents = { beam: 0, sky: 0, ground: 0 },
): PoaComponents {
  return perezPoaCos(
    dn,
    df,
    albedo,
    Math.cos(inc),
    Math.cos(tilt),
    Math.sin(tilt),
    Math.cos(zen),
    zen < Math.PI / 2,
    sky,
    out,
  );
}

/**
 * {@link perezPoa} from the cosines (and sine of tilt) directly, for callers that have them
 * precomputed; `sunAboveHorizon` is zen < 90°.
 */
export function perezPoaCos(
  dn: number,
  df: number,
  albedo: number,
  cosInc: number,
  cosTilt: number,
  sinTilt: number,
  cosZen: number,
  sunAboveHorizon: boolean,
  sky: PerezSky,
  out: PoaComponents,
): PoaComponents {
  const beamN = Math.max(dn, 0);
  if (sky.mode === SKY_ISOTROPIC) {
    const isotropic = (Math.max(df, 0) * (1 + cosTilt)) / 2;
    return set(out, cosInc > 0 && sunAboveHorizon ? beamN * cosInc : 0, isotropic, 0);
  }
  if (sky.mode === SKY_NONE) return set(out, cosInc > 0 ? beamN * cosInc : 0, 0, 0);
  const zc = cosInc < 0 ? 0 : cosInc;
  const zh = cosZen > COS85 ? cosZen : COS85;
  const a = (df * (1 - sky.f1) * (1 + cosTilt)) / 2;
  const b = (df * sky.f1 * zc) / zh;
  const c = df * sky.f2 * sinTilt;
  return set(out, beamN * zc, a + b + c, (albedo * (beamN * cosZen + df) * (1 - cosTilt)) / 2);
}

function set(out: PoaComponents, beam: number, sky: number, ground: number): PoaComponents {
  out.beam = beam;
  out.sky = sky;
  out.ground = ground;
  return out;
}
