/**
 * Spectral (air-mass) modifier of PVWatts v8's CEC module model: SSC `air_mass_modifier`
 * (shared/lib_cec6par.cpp lines 106–113 of NREL/ssc e97a19f8) with the De Soto polycrystalline
 * coefficients (line 47), evaluated at the zenith clamped to 0–86° (lines 146–148 and 221–223).
 */

const DEG = Math.PI / 180;
const A0 = 0.918093;
const A1 = 0.086257;
const A2 = -0.024459;
const A3 = 0.002816;
const A4 = -0.000126;

/**
 * f = max(0, Σ aᵢ·AMⁱ) with AM = exp(−0.0001184·h)/(cos Z + 0.5057·(96.080 − Z)^−1.634)
 * (Kasten–Young, scaled for site elevation h in m) and Z clamped to 0–86°.
 */
export function spectralModifier(zenithDeg: number, elevationM: number): number {
  const z = zenithDeg > 86 ? 86 : zenithDeg < 0 ? 0 : zenithDeg;
  const am =
    (1 / (Math.cos(z * DEG) + 0.5057 * Math.pow(96.08 - z, -1.634))) *
    Math.exp(-0.0001184 * elevationM);
  const f = A0 + am * (A1 + am * (A2 + am * (A3 + am * A4)));
  return f > 0 ? f : 0;
}
