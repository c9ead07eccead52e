/**
 * Cell temperature of PVWatts v8: SSC's steady-state NOCT model `noct_celltemp_t`
 * (shared/lib_cec6par.cpp lines 216–276 of NREL/ssc e97a19f8) as cmod_pvwattsv8 sets it up
 * (ssc/cmod_pvwattsv8.cpp lines 449–451 and 599–606): installed NOCT 49 °C for a roof mount and
 * 45 °C for every other array type, no standoff adjustment, wind × 0.51.
 */

/** NOCT conditions: 800 W/m², 20 °C ambient; τα = 0.9 (lib_cec6par.cpp 51–53). */
const I_NOCT = 800;
const T_AMB_NOCT = 20;
const TAU_ALPHA = 0.9;
const FFV_WIND = 0.51;

/** Installed NOCT (°C) by PVWatts array type: 1 (fixed roof mount) 49, others 45. */
export function installedNoct(arrayType: number): number {
  return arrayType === 1 ? 49 : 45;
}

/**
 * T_cell = T_amb + G_eff/800·(NOCT − 20)·(1 − η_ref/τα)·9.5/(5.7 + 3.8·v), v = max(0.001,
 * 0.51·wind) (lib_cec6par.cpp 262–272), where G_eff is the plane-of-array irradiance after the
 * cover and spectral modifiers and η_ref = I_mp·V_mp/(1000·A) of the CEC module. Returns the
 * ambient temperature when G_eff ≤ 0 (SSC then leaves T_cell unused).
 */
export function noctCellTemperature(
  geff: number,
  tambC: number,
  windMs: number,
  noctC: number,
  etaRef: number,
): number {
  if (!(geff > 0)) return tambC;
  let v = windMs * FFV_WIND;
  if (!(v >= 0.001)) v = 0.001;
  return (
    tambC +
    ((geff / I_NOCT) * (noctC - T_AMB_NOCT) * (1 - etaRef / TAU_ALPHA) * 9.5) / (5.7 + 3.8 * v)
  );
}
