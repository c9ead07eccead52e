/**
 * PVWatts v8 inverter: SSC's Sandia model `sandia_inverter_t::acpower` (shared/lib_sandia.cpp
 * lines 389–481 of NREL/ssc e97a19f8) with the parameters cmod_pvwattsv8 sets (ssc/cmod_pvwattsv8.cpp
 * lines 1302–1348): C0 = C1 = C2 = C3 = 0, P_dco = P_aco/η_nom, no night tare, and a
 * self-consumption P_so chosen by the DC nameplate in watts — SSC compares the nameplate in W with
 * 10 and 1000 (its comments say kW), so every system of 1 kW or more gets the "utility" value.
 */

/** Self-consumption P_so as a fraction of P_aco, by DC nameplate (W) as SSC computes it (cmod_pvwattsv8.cpp 1320–1328). */
export function inverterSelfConsumptionFraction(dcNameplateW: number): number {
  if (dcNameplateW < 10) return 0.002246;
  if (dcNameplateW < 1000) return 0.002478;
  return 0.004931;
}

export interface SandiaInverter {
  /** AC rating P_aco (W). */
  paco: number;
  /** DC rating P_dco = P_aco/η_nom (W). */
  pdco: number;
  /** Self-consumption P_so (W). */
  pso: number;
}

export function pvwattsInverter(
  dcNameplateW: number,
  dcAcRatio: number,
  invEffPct: number,
): SandiaInverter {
  const paco = dcNameplateW / dcAcRatio;
  return {
    paco,
    pdco: paco / (invEffPct / 100),
    pso: inverterSelfConsumptionFraction(dcNameplateW) * paco,
  };
}

/**
 * AC output (W) for DC input `dcW`: with C0 = 0 the Sandia curve is the straight line
 * P_ac = P_aco/(P_dco − P_so)·(P_dc − P_so) (lib_sandia.cpp 429–439), zero when P_dc ≤ P_so
 * (445–450, no tare), clipped at P_aco (460–465) and never negative (cmod_pvwattsv8.cpp 1343–1348).
 */
export function inverterAc(dcW: number, inv: SandiaInverter): number {
  if (!(dcW > inv.pso)) return 0;
  const ac = (inv.paco / (inv.pdco - inv.pso)) * (dcW - inv.pso);
  return ac > inv.paco ? inv.paco : ac;
}
