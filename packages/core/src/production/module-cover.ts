/**
 * Module cover (reflection/absorption) and spectral losses of PVWatts v8, after SSC's
 * lib_pv_incidence_modifier and lib_cec6par (De Soto, Klein & Beckman 2006).
 */

const DEG = Math.PI / 180;

/** Refractive index, thickness (m) and extinction (1/m) of glass and of the AR coating. */
const N_GLASS = 1.526;
const L_GLASS = 0.002;
const K_GLASS = 4;
const N_ARC = 1.3;
const L_ARC = L_GLASS * 0.01;
const K_ARC = 4;

/** Incidence angles (deg) outside which PVWatts skips the cover model. */
export const AOI_MIN = 0.5;
export const AOI_MAX = 89.5;

/**
 * Transmittance of a cover layer (Duffie & Beckman §5.3): Snell θ₂ = asin(n₁/n₂·sin θ₁),
 * Fresnel τ_r = 1 − ½[sin²(θ₂−θ₁)/sin²(θ₂+θ₁) + tan²(θ₂−θ₁)/tan²(θ₂+θ₁)], Bouguer
 * τ_a = exp(−K·L/cos θ₂). Returns τ_r·τ_a and the refraction angle (deg).
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

/** Transmittance through the AR coating and then the glass (or glass alone). */
function coverTransmittance(thetaDeg: number, arGlass: boolean): number {
  if (!arGlass) return transmittance(thetaDeg, N_GLASS, 1, K_GLASS, L_GLASS).tau;
  const coat = transmittance(thetaDeg, N_ARC, 1, K_ARC, L_ARC);
  return coat.tau * transmittance(coat.refractedDeg, N_GLASS, N_ARC, K_GLASS, L_GLASS).tau;
}

/** Plain-glass transmittance (used for diffuse light and for the normal-incidence reference). */
function glassTransmittance(thetaDeg: number): number {
  return transmittance(thetaDeg, N_GLASS, 1, K_GLASS, L_GLASS).tau;
}

/**
 * Incidence-angle modifiers of one surface (SSC `calculateIrradianceThroughCoverDeSoto` as used by
 * cmod_pvwattsv8): K_beam(θ) = τ_cover(θ)/τ_glass(1°) with τ_cover through the AR coating and
 * glass, and constant sky and ground modifiers at the effective angles
 * θ_sky = 59.7 − 0.1388β + 0.001497β², θ_gnd = 90 − 0.5788β + 0.002693β² (D&B eqs. 5.4.1–2),
 * K = τ_glass(θ)/τ_glass(1°). The normalisation is plain glass, as in SSC, so K_beam of AR glass
 * slightly exceeds 1 near normal incidence; PVWatts caps the transmitted POA at the incident POA.
 */
export class CoverModel {
  readonly kSky: number;
  readonly kGround: number;
  private readonly tauNormal: number;

  constructor(
    tiltDeg: number,
    private readonly arGlass = true,
  ) {
    this.tauNormal = glassTransmittance(1);
    const thetaSky = 59.7 - 0.1388 * tiltDeg + 0.001497 * tiltDeg * tiltDeg;
    const thetaGnd = 90 - 0.5788 * tiltDeg + 0.002693 * tiltDeg * tiltDeg;
    this.kSky = glassTransmittance(thetaSky) / this.tauNormal;
    this.kGround = glassTransmittance(thetaGnd) / this.tauNormal;
  }

  /** Beam modifier at incidence angle θ (deg, clamped to 1–89°). */
  kBeam(incDeg: number): number {
    const theta = incDeg < 1 ? 1 : incDeg > 89 ? 89 : incDeg;
    return coverTransmittance(theta, this.arGlass) / this.tauNormal;
  }

  /** Irradiance transmitted through the cover (W/m²), never negative (not capped here). */
  transmitted(incDeg: number, beam: number, sky: number, ground: number): number {
    return Math.max(0, beam * this.kBeam(incDeg) + sky * this.kSky + ground * this.kGround);
  }
}

/** De Soto air-mass modifier coefficients a0…a4. */
const AM_COEFFS = [0.918093, 0.086257, -0.024459, 0.002816, -0.000126] as const;

/**
 * Spectral (air-mass) modifier: AM = 1/(cos Z + 0.5057·(96.080 − Z)^−1.634) (Kasten–Young),
 * scaled by exp(−0.0001184·h) for site elevation h (m); f = max(0, Σ aᵢ·AMⁱ).
 */
export function airMassModifier(zenithDeg: number, elevationM: number): number {
  const am =
    (1 / (Math.cos(zenithDeg * DEG) + 0.5057 * Math.pow(96.08 - zenithDeg, -1.634))) *
    Math.exp(-0.0001184 * elevationM);
  const [a0, a1, a2, a3, a4] = AM_COEFFS;
  const f = a0 + am * (a1 + am * (a2 + am * (a3 + am * a4)));
  return f > 0 ? f : 0;
}
