/**
 * PVWatts v8 inverter: the Sandia-derived part-load curve of cmod_pvwattsv8 scaled to the nominal
 * efficiency, with clipping at the AC nameplate (DC nameplate / DC-to-AC ratio).
 */

const ETA_REF = 0.9637;
const A = -0.0162;
const B = -0.0059;
const C = 0.9858;

/**
 * AC output (W) for DC input `dcW`:
 * P_dc0 = P_ac0/η_nom, ρ = P_dc/P_dc0, η = (A·ρ + B/ρ + C)·η_nom/η_ref,
 * P_ac = min(P_dc·η, P_ac0), never negative (no night-time tare in PVWatts).
 * @param acNameplateW AC rating P_ac0 (W)
 * @param invEffPct nominal efficiency η_nom (%, 96 in PVWatts)
 */
export function inverterAc(dcW: number, acNameplateW: number, invEffPct = 96): number {
  const etaNom = invEffPct / 100;
  const plr = dcW / (acNameplateW / etaNom);
  if (!(plr > 0)) return 0;
  const ac = (dcW * ((A * plr + B / plr + C) * etaNom)) / ETA_REF;
  if (ac > acNameplateW) return acNameplateW;
  return ac < 0 ? 0 : ac;
}
