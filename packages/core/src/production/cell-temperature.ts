/**
 * PVWatts cell temperature model (Fuentes 1987, SAND85-0330; SSC lib_pvwatts `pvwatts_celltemp`):
 * a transient energy balance of the module with forced/free convection, radiation to sky and
 * ground, and thermal capacitance. The installed NOCT is 45 °C for open rack and 49 °C for roof
 * mount (PVWatts v8); array height 5 m; state carries over from one call to the next.
 */

const BOLTZ = 0.00000005669;
const ABSORB = 0.83;
const EMMIS = 0.84;
const XLEN = 0.5;
const CAPO = 11000;
const XLEN3 = XLEN * XLEN * XLEN;
/** ρ_air·T = 0.003484·101325 (ideal gas at 1 atm). */
const DEN_NUM = 0.003484 * 101325;
/** Kinematic viscosity ν = 0.24237e-6·T^0.76/ρ = VIS_K·T^1.76. */
const VIS_K = 0.24237e-6 / DEN_NUM;
const PR_067 = Math.pow(0.71, 0.67);
const PR_04 = Math.pow(0.71, 0.4);

/** Air properties at mean film temperature T (K): density, kinematic viscosity, conductivity. */
function air(tave: number): { den: number; vis: number; con: number } {
  const den = (0.003484 * 101325) / tave;
  return {
    den,
    vis: (0.24237e-6 * Math.pow(tave, 0.76)) / den,
    con: 2.1695e-4 * Math.pow(tave, 0.84),
  };
}

export class PvwattsCellTemperature {
  private readonly height: number;
  private readonly dtimeHours: number;
  private readonly tgrat: number;
  private readonly convrt: number;
  private readonly cap: number;
  /** Module temperature (K) and absorbed irradiance of the previous step. */
  private tmodo = 293.15;
  private suno = 0;

  /**
   * @param inoctC installed NOCT (°C): 49 roof mount, 45 open rack
   * @param heightM array height (m)
   * @param dtimeHours time step (h)
   */
  constructor(inoctC = 49, heightM = 5, dtimeHours = 1) {
    const inoct = inoctC + 273.15;
    this.height = heightM;
    this.dtimeHours = dtimeHours;
    // Convective coefficient at NOCT (1 m/s wind, 20 °C ambient, 800 W/m²).
    const windmd = 1.0;
    const tave = (inoct + 293.15) / 2;
    const a = air(tave);
    const reynld = (windmd * XLEN) / a.vis;
    const hforce = ((0.86 / Math.pow(reynld, 0.5)) * a.den * windmd * 1007) / Math.pow(0.71, 0.67);
    const grashf =
      (((9.8 / tave) * (inoct - 293.15) * Math.pow(XLEN, 3)) / Math.pow(a.vis, 2)) * 0.5;
    const hfree = (0.21 * Math.pow(grashf * 0.71, 0.32) * a.con) / XLEN;
    const hconv = Math.cbrt(Math.pow(hfree, 3) + Math.pow(hforce, 3));
    // Ground temperature ratio and ratio of total to top-side convection.
    const hgrnd = EMMIS * BOLTZ * (inoct ** 2 + 293.15 ** 2) * (inoct + 293.15);
    const backrt =
      (ABSORB * 800 - EMMIS * BOLTZ * (inoct ** 4 - 282.21 ** 4) - hconv * (inoct - 293.15)) /
      ((hgrnd + hconv) * (inoct - 293.15));
    let tgrnd = Math.pow(inoct ** 4 - backrt * (inoct ** 4 - 293.15 ** 4), 0.25);
    tgrnd = Math.min(inoct, Math.max(293.15, tgrnd));
    this.tgrat = (tgrnd - 293.15) / (inoct - 293.15);
    this.convrt =
      (ABSORB * 800 - EMMIS * BOLTZ * (2 * inoct ** 4 - 282.21 ** 4 - tgrnd ** 4)) /
      (hconv * (inoct - 293.15));
    this.cap = inoct > 321.15 ? CAPO * (1 + (inoct - 321.15) / 12) : CAPO;
  }

  /**
   * Cell temperature (°C) for plane-of-array irradiance `poa` (W/m²), wind speed at 10 m `wspd`
   * (m/s) and ambient temperature `tamb` (°C). Ten fixed-point iterations of
   * T = T₀·e^λ + [(1 − e^λ)(h_c·T_a + h_s·T_sky + h_g·T_g + S₀ + (S − S₀)/λ) + S − S₀]/(h_c + h_s + h_g),
   * λ = −(h_c + h_s + h_g)·Δt/C, with wind at module height v = v₁₀·(h/9.144)^0.2.
   */
  step(poa: number, wspd: number, tambC: number): number {
    if (!(poa > 0)) {
      this.tmodo = tambC + 273.15;
      this.suno = 0;
      return tambC;
    }
    const tamb = tambC + 273.15;
    const suun = poa * ABSORB;
    const tsky = 0.68 * (0.0552 * Math.pow(tamb, 1.5)) + 0.32 * tamb;
    const windmd = wspd * Math.pow(this.height / 9.144, 0.2) + 0.0001;
    const tmodo = this.tmodo;
    const suno = this.suno;
    const dtSec = this.dtimeHours * 3600;
    let tmod = tmodo;
    for (let j = 0; j < 10; j++) {
      const tave = (tmod + tamb) / 2;
      // Air properties as power laws of T (pow via one log and exp calls, for speed).
      const lnT = Math.log(tave);
      const den = DEN_NUM / tave;
      const vis = VIS_K * Math.exp(1.76 * lnT);
      const con = 2.1695e-4 * Math.exp(0.84 * lnT);
      const reynld = (windmd * XLEN) / vis;
      const hforce =
        reynld > 1.2e5
          ? ((0.0282 / Math.pow(reynld, 0.2)) * den * windmd * 1007) / PR_04
          : ((0.86 / Math.sqrt(reynld)) * den * windmd * 1007) / PR_067;
      const grashf = (((9.8 / tave) * Math.abs(tmod - tamb) * XLEN3) / (vis * vis)) * 0.5;
      const hfree = (0.21 * Math.exp(0.32 * Math.log(grashf * 0.71)) * con) / XLEN;
      const hconv = this.convrt * Math.cbrt(hfree * hfree * hfree + hforce * hforce * hforce);
      const hsky = EMMIS * BOLTZ * (tmod * tmod + tsky * tsky) * (tmod + tsky);
      const tgrnd = tamb + this.tgrat * (tmod - tamb);
      const hgrnd = EMMIS * BOLTZ * (tmod * tmod + tgrnd * tgrnd) * (tmod + tgrnd);
      const htot = hconv + hsky + hgrnd;
      const eigen = (-htot / this.cap) * dtSec;
      const ex = eigen > -10 ? Math.exp(eigen) : 0;
      const next =
        tmodo * ex +
        ((1 - ex) * (hconv * tamb + hsky * tsky + hgrnd * tgrnd + suno + (suun - suno) / eigen) +
          suun -
          suno) /
          htot;
      // SSC always runs 10 sweeps; the map contracts ~20× per sweep, so stop once a sweep moves
      // the temperature by less than 1e-4 K (a 4e-7 change in power).
      const settled = Math.abs(next - tmod) < 1e-4;
      tmod = next;
      if (settled) break;
    }
    this.tmodo = tmod;
    this.suno = suun;
    return tmod - 273.15;
  }
}
