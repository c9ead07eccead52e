/**
 * Module cover (reflection and absorption) of PVWatts v8: SSC's De Soto incidence-angle modifier,
 * `calculateIrradianceThroughCoverDeSoto` in shared/lib_pv_incidence_modifier.cpp (lines 113–169
 * of NREL/ssc e97a19f8), called by the CEC module model and the NOCT cell-temperature model
 * (shared/lib_cec6par.cpp lines 130–135 and 232–237) with anti-reflective glass, always.
 */

const DEG = Math.PI / 180;

/** Refractive index, thickness (m) and extinction (1/m) of glass and of the AR coating (lib_pv_incidence_modifier.h 44–50). */
const N_GLASS = 1.526;
const L_GLASS = 0.002;
const K_GLASS = 4;
const N_ARC = 1.3;
const L_ARC = L_GLASS * 0.01;
const K_ARC = 4;

/**
 * Transmittance of a cover layer (Duffie & Beckman §5.3; lib_pv_incidence_modifier.cpp 38–55):
 * Snell θ₂ = asin(n₁/n₂·sin θ₁), Fresnel τ_r = 1 − ½[sin²(θ₂−θ₁)/sin²(θ₂+θ₁) +
 * tan²(θ₂−θ₁)/tan²(θ₂+θ₁)], Bouguer τ_a = exp(−K·L/cos θ₂). Returns τ_r·τ_a and θ₂ (deg).
 */
export function transmittance(
  thetaDeg: number,
  nCover: number,
  nIncoming: number,
  k: number,
  thickness: number,
): { tau: number; refractedDeg: number } {
  const t1 = thetaDeg * DEG;
  const t2 = Math.asin((nIncoming / nCover) * Math.sin(t1));
  const sinRatio = Math.sin(t2 - t1) / Math.sin(t2 + t1);
  const tanRatio = Math.tan(t2 - t1) / Math.tan(t2 + t1);
  const tr = 1 - 0.5 * (sinRatio * sinRatio + tanRatio * tanRatio);
  return { tau: tr * Math.exp((-k * thickness) / Math.cos(t2)), refractedDeg: t2 / DEG };
}

const glass = (thetaDeg: number, nIncoming = 1) =>
  transmittance(thetaDeg, N_GLASS, nIncoming, K_GLASS, L_GLASS).tau;

/**
 * Normal-incidence reference (lib_pv_incidence_modifier.cpp 125–134): the AR coating at 1°, then
 * glass at the refracted angle — with air (n = 1), not the coating, as the incoming medium, as SSC
 * writes it.
 */
const COAT_1 = transmittance(1, N_ARC, 1, K_ARC, L_ARC);
const TAU_NORM_AR = COAT_1.tau * glass(COAT_1.refractedDeg, 1);

/** Beam transmittance through the AR coating and the glass (lib_pv_incidence_modifier.cpp 136–144). */
function tauBeamAr(thetaDeg: number): number {
  const coat = transmittance(thetaDeg, N_ARC, 1, K_ARC, L_ARC);
  return coat.tau * glass(coat.refractedDeg, N_ARC);
}

/**
 * Incidence-angle modifiers of one surface orientation: sky and ground diffuse at the effective
 * angles θ_sky = 59.7 − 0.1388β + 0.001497β², θ_gnd = 90 − 0.5788β + 0.002693β² (D&B eqs.
 * 5.4.1–2) through plain glass, and the beam modifier at incidence θ clamped to 1–89°, each
 * divided by the AR normal-incidence reference and capped at 1 (lib_pv_incidence_modifier.cpp
 * 121–163).
 */
export class CoverModel {
  readonly kSky: number;
  readonly kGround: number;

  constructor(tiltDeg: number) {
    const thetaSky = 59.7 - 0.1388 * tiltDeg + 0.001497 * tiltDeg * tiltDeg;
    const thetaGnd = 90 - 0.5788 * tiltDeg + 0.002693 * tiltDeg * tiltDeg;
    this.kSky = Math.min(1, glass(thetaSky) / TAU_NORM_AR);
    this.kGround = Math.min(1, glass(thetaGnd) / TAU_NORM_AR);
  }

  /** Beam modifier at incidence angle θ (deg). */
  static kBeam(incDeg: number): number {
    const theta = incDeg < 1 ? 1 : incDeg > 89 ? 89 : incDeg;
    return Math.min(1, tauBeamAr(theta) / TAU_NORM_AR);
  }

  /** Irradiance transmitted through the cover (W/m²), never negative. */
  transmitted(kBeam: number, beam: number, sky: number, ground: number): number {
    return Math.max(0, beam * kBeam + sky * this.kSky + ground * this.kGround);
  }
}

/**
 * Table of K_beam at 0.01° steps over 1–89° with linear interpolation: the modifier is smooth
 * (|K''| < 2e-3 per deg²), so the table is exact to ~1e-8 and saves four trig calls per hour.
 */
const STEP = 0.01;
/** Built on first use: a page that never runs the model (the web app's start) does not pay it. */
let beamTable: Float64Array | null = null;

function buildBeamTable(): Float64Array {
  const n = Math.round((89 - 1) / STEP) + 1;
  const t = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) t[i] = CoverModel.kBeam(1 + i * STEP);
  t[n] = t[n - 1] ?? 0;
  return t;
}

/** K_beam(θ) from the table (deg). */
export function beamModifier(incDeg: number): number {
  const table = (beamTable ??= buildBeamTable());
  const theta = incDeg < 1 ? 1 : incDeg > 89 ? 89 : incDeg;
  const x = (theta - 1) / STEP;
  const i = Math.floor(x);
  const a = table[i] ?? 0;
  return a + (x - i) * ((table[i + 1] ?? a) - a);
}

/** Sky and ground modifiers by tilt, 0–180° in 0.01° steps, built on first use (trackers). */
let diffuseTable: { sky: Float64Array; ground: Float64Array } | null = null;

/**
 * {@link CoverModel} kSky and kGround for any tilt (deg) by linear interpolation in a 0.01° table
 * (within 1e-7 of the direct computation, worst near 0° tilt), for arrays whose tilt changes every hour. Writes into `out`.
 */
export function diffuseModifiers(
  tiltDeg: number,
  out: { kSky: number; kGround: number },
): { kSky: number; kGround: number } {
  if (!diffuseTable) {
    const n = Math.round(180 / STEP) + 2;
    const sky = new Float64Array(n);
    const ground = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const m = new CoverModel(Math.min(180, i * STEP));
      sky[i] = m.kSky;
      ground[i] = m.kGround;
    }
    diffuseTable = { sky, ground };
  }
  const x = Math.min(Math.max(tiltDeg, 0), 180) / STEP;
  const i = Math.floor(x);
  const f = x - i;
  const s0 = diffuseTable.sky[i] ?? 0;
  const g0 = diffuseTable.ground[i] ?? 0;
  out.kSky = s0 + f * ((diffuseTable.sky[i + 1] ?? s0) - s0);
  out.kGround = g0 + f * ((diffuseTable.ground[i + 1] ?? g0) - g0);
  return out;
}
