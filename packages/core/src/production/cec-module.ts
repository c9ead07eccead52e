/**
 * PVWatts v8's DC model: SSC's CEC six-parameter single-diode module `cec6par_module_t`
 * (shared/lib_cec6par.cpp lines 115–208 of NREL/ssc e97a19f8) with the representative module
 * cmod_pvwattsv8 picks for each module type (ssc/cmod_pvwattsv8.cpp lines 456–576), scaled from
 * one module to the array by P_dc = P_module·P_nameplate/(V_mp·I_mp) (line 1290).
 */

export type PvwattsModuleType = 0 | 1 | 2;

export interface CecModuleParameters {
  /** Module name, for documentation. */
  name: string;
  area: number;
  vmp: number;
  imp: number;
  /** Short-circuit current temperature coefficient (A/K). */
  alphaIsc: number;
  /** Modified ideality factor a_ref (V). */
  a: number;
  /** Light current I_L,ref (A). */
  il: number;
  /** Diode saturation current I_0,ref (A). */
  io: number;
  /** Series resistance (Ω). */
  rs: number;
  /** Shunt resistance at reference irradiance (Ω). */
  rsh: number;
  /** Temperature-coefficient adjustment (%). */
  adj: number;
}

/** cmod_pvwattsv8.cpp lines 462–474 (standard), 503–515 (premium), 544–556 (thin film). */
export const PVWATTS_CEC_MODULES: Record<PvwattsModuleType, CecModuleParameters> = {
  0: {
    name: 'Canadian Solar CS1H-320MS',
    area: 1.6864,
    vmp: 35.8,
    imp: 9.01,
    alphaIsc: 0.004755,
    a: 1.65916,
    il: 9.51393,
    io: 4.37813e-11,
    rs: 0.269953,
    rsh: 654.059,
    adj: 5.79586,
  },
  1: {
    name: 'SunPower SPR-E20-327',
    area: 1.6297,
    vmp: 54.7,
    imp: 5.98,
    alphaIsc: 0.0026,
    a: 2.45326,
    il: 6.4704,
    io: 2.01784e-11,
    rs: 0.421231,
    rsh: 261.723,
    adj: 9.56482,
  },
  2: {
    name: 'First Solar FS-6435A',
    area: 2.4751,
    vmp: 183.6,
    imp: 2.37,
    alphaIsc: 0.00102,
    a: 7.97293,
    il: 2.55475,
    io: 2.69243e-12,
    rs: 4.60991,
    rsh: 2476.95,
    adj: -2.49865,
  },
};

/** Reference efficiency I_mp·V_mp/(1000·A), used by the NOCT cell temperature (lib_cec6par.cpp 264). */
export function referenceEfficiency(m: CecModuleParameters): number {
  return (m.imp * m.vmp) / (1000 * m.area);
}

/** Boltzmann constant (eV/K), reference cell temperature (K) and band gap (eV) (lib_cec6par.cpp 43, 49, 54). */
const KB = 8.618e-5;
const TC_REF = 298.15;
const EG0 = 1.12;

/**
 * Maximum power (W) of one module at effective irradiance `geff` (W/m², after cover and spectral
 * modifiers) and cell temperature `tcellC`; 0 below 1 W/m² (lib_cec6par.cpp 165). Operating
 * parameters (lines 170–176): I_L = G/1000·(I_L,ref + α_Isc(1 − Adj/100)(T − T_ref)),
 * E_g = 1.12(1 − 0.0002677(T − T_ref)), I_0 = I_0,ref(T/T_ref)³·exp((1.12/T_ref − E_g/T)/k),
 * a = a_ref·T/T_ref, R_sh = R_sh,ref·1000/G.
 *
 * SSC finds the maximum of V·I(V) by golden-section search on V with a Newton solve for I at each
 * step (lib_pvmodel.cpp `maxpower_5par`, lines 426–450, tolerance 1e-4 relative). The same
 * maximum is found here faster and more precisely by parametrising the curve with the diode
 * voltage x = V + I·R_s, where both I(x) = I_L − I_0(e^{x/a} − 1) − x/R_sh and V(x) = x − R_s·I(x)
 * are explicit, and solving dP/dx = 0 by safeguarded Newton between x = 0 (dP/dx > 0) and
 * x = a·ln(I_L/I_0 + 1) (I ≤ 0, dP/dx < 0).
 */
export function cecModulePower(m: CecModuleParameters, geff: number, tcellC: number): number {
  if (!(geff >= 1)) return 0;
  const t = tcellC + 273.15;
  const muIsc = m.alphaIsc * (1 - m.adj / 100);
  let il = (geff / 1000) * (m.il + muIsc * (t - TC_REF));
  if (il < 0) il = 0;
  const eg = EG0 * (1 - 0.0002677 * (t - TC_REF));
  const r = t / TC_REF;
  const io = m.io * r * r * r * Math.exp((EG0 / TC_REF - eg / t) / KB);
  const a = m.a * r;
  const rsh = m.rsh * (1000 / geff);
  return maxPower(a, il, io, m.rs, rsh);
}

/** Maximum of P = V·I on the single-diode curve (see {@link cecModulePower}). */
export function maxPower(a: number, il: number, io: number, rs: number, rsh: number): number {
  if (!(il > 0)) return 0;
  let lo = 0;
  let hi = a * Math.log(il / io + 1);
  // Ideal-diode estimate of the maximum: x = x_oc − a·ln(1 + x/a), one fixed-point step.
  let x = hi - a * Math.log(1 + hi / a);
  const ioa = io / a;
  const gsh = 1 / rsh;
  let p = 0;
  for (let k = 0; k < 60; k++) {
    const e = Math.exp(x / a);
    const i = il - io * (e - 1) - x * gsh;
    const g = -ioa * e - gsh;
    const h = (-ioa * e) / a;
    const v = x - rs * i;
    p = v * i;
    const dv = 1 - rs * g;
    const dp = dv * i + v * g;
    const d2p = -rs * h * i + 2 * dv * g + v * h;
    if (dp > 0) lo = x;
    else hi = x;
    let next = d2p < 0 ? x - dp / d2p : NaN;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (Math.abs(next - x) < 1e-8 * a) break;
    x = next;
  }
  return p > 0 ? p : 0;
}
