/**
 * Row-to-row self-shading of PVWatts v8 for fixed open-rack and one-axis arrays, after SSC's
 * lib_pvshade.cpp (NREL/ssc e97a19f8) as cmod_pvwattsv8 uses it (ssc/cmod_pvwattsv8.cpp lines
 * 620–643 and 1049–1160): beam is reduced by the shaded fraction of a row (linear shading; SSC
 * computes a non-linear DC derate but has it switched off, lines 1130–1133), sky diffuse by the
 * share of sky the row in front hides, ground-reflected diffuse by the share of ground it shades.
 */

const DEG = Math.PI / 180;
const sind = (x: number) => Math.sin(x * DEG);
const cosd = (x: number) => Math.cos(x * DEG);
const tand = (x: number) => Math.tan(x * DEG);

/** Physical layout SSC assumes for a system (cmod_pvwattsv8.cpp 458–460, 499–501, 540–542, 579–586, 620–643). */
export interface ArrayLayout {
  /** Module length and width (m): 300 W modules of the type's STC efficiency, aspect ratio 1.7. */
  length: number;
  width: number;
  /** Modules up a row (1 for one-axis trackers, 2 otherwise), along a row, and number of rows. */
  nmody: number;
  nmodx: number;
  nrows: number;
  /** Strings along a row (7 modules per string). */
  nstrx: number;
  /** Row pitch (m) = length·nmody/gcr. */
  rowSpacing: number;
}

const STC_EFFICIENCY = [0.19, 0.21, 0.18] as const;

export function arrayLayout(
  dcNameplateW: number,
  moduleType: 0 | 1 | 2,
  oneAxis: boolean,
  gcr: number,
): ArrayLayout {
  const area = 300 / STC_EFFICIENCY[moduleType] / 1000;
  const width = Math.sqrt(area / 1.7);
  const length = width * 1.7;
  const nmodules = Math.max(1, Math.ceil(dcNameplateW / 300));
  const nmody = oneAxis ? 1 : 2;
  const nrows = Math.ceil(Math.sqrt(nmodules / nmody));
  const nmodx = Math.max(1, Math.ceil(nmodules / (nrows * nmody)));
  return {
    length,
    width,
    nmody,
    nmodx,
    nrows,
    nstrx: Math.trunc(nmodx / 7),
    rowSpacing: (length * nmody) / gcr,
  };
}

/**
 * Shaded fraction of a fixed row's area (lib_pvshade.cpp `ss_exec` lines 437–505, portrait
 * modules, horizontal strings): Appelbaum & Bany's shadow height Hs = A(1 − R/P_y) and lateral
 * offset g = R·P_x/P_y, with P_y = A(cos β + cos γ_e·sin β/tan α), P_x = A·sin β·sin γ_e/tan α,
 * γ_e = sun azimuth − surface azimuth (not wrapped, as SSC), α the sun elevation; none when β = 0
 * or |γ_e| ≥ 90°. All angles in degrees.
 */
export function fixedShadeFraction(
  layout: ArrayLayout,
  tiltDeg: number,
  surfaceAzimuthDeg: number,
  solarZenithDeg: number,
  solarAzimuthDeg: number,
): number {
  const a = layout.length * layout.nmody;
  const r = layout.rowSpacing < 2.220446049250313e-16 ? 2.220446049250313e-16 : layout.rowSpacing;
  const rowLength = layout.nmodx * layout.width;
  const azEff = solarAzimuthDeg - surfaceAzimuthDeg;
  let px = 0;
  let py = 0;
  if (solarZenithDeg < 90 && tiltDeg !== 0 && Math.abs(azEff) < 90) {
    const tanAlt = tand(90 - solarZenithDeg);
    py = a * (cosd(tiltDeg) + (cosd(azEff) * sind(tiltDeg)) / tanAlt);
    px = (a * sind(tiltDeg) * sind(azEff)) / tanAlt;
  }
  let g = py === 0 ? 0 : (r * px) / py;
  g = Math.min(Math.max(g, 0), rowLength);
  if (layout.nstrx > 1) g = 0;
  let hs = py === 0 ? 0 : a * (1 - r / py);
  hs = Math.min(Math.max(hs, 0), a);
  return (hs * (rowLength - g)) / (a * rowLength);
}

/**
 * Shaded fraction of a one-axis tracker row (lib_irradproc.cpp `shadeFraction1x` lines
 * 3498–3515, level ground): f = [gcr·cos ρ + gcr·sin ρ·tan θ_T − 1]/[gcr(sin ρ·tan θ_T + cos ρ)],
 * clamped to 0–1, with ρ the rotation and θ_T the true-tracking angle (deg).
 */
export function oneAxisShadeFraction(
  gcr: number,
  rotationDeg: number,
  trueTrackDeg: number,
): number {
  const num = gcr * cosd(rotationDeg) + gcr * sind(rotationDeg) * tand(trueTrackDeg) - 1;
  const den = gcr * (sind(rotationDeg) * tand(trueTrackDeg) + cosd(rotationDeg));
  const fs = num / den;
  return fs < 0 ? 0 : fs > 1 ? 1 : fs;
}

/**
 * Sky-diffuse derate by surface tilt (lib_pvshade.cpp `sssky_diffuse_table` lines 293–337): the
 * mean over 250 points up the row of the sky angle left open by the row in front, relative to the
 * unshaded sky angle. Like SSC, results are cached by the tilt truncated to a whole degree, the
 * first tilt seen in a degree setting the value for all of it (the table is seeded with the array
 * tilt, cmod_pvwattsv8.cpp line 685), so one-axis results depend on the order of the hours as in SSC.
 */
export class SkyDiffuseTable {
  private readonly table = new Map<number, number>();

  constructor(
    private readonly gcr: number,
    initialTiltDeg: number,
  ) {
    this.compute(initialTiltDeg);
  }

  lookup(tiltDeg: number): number {
    const v = this.table.get(Math.trunc(tiltDeg));
    return v === undefined ? this.compute(tiltDeg) : v;
  }

  private compute(tiltDeg: number): number {
    const steps = 250;
    const step = 1 / steps;
    const tanT = tand(tiltDeg);
    const sinT = sind(tiltDeg);
    const asky = Math.PI + Math.PI / Math.sqrt(1 + tanT * tanT);
    let sum = 0;
    for (let n = 0; n < steps; n++) {
      let shade: number;
      if (tiltDeg === 0) shade = asky;
      else {
        const arg = 1 / tanT - 1 / (this.gcr * sinT * (1 - n * step));
        const gamma = -Math.PI / 2 + Math.atan(arg);
        const t = Math.tan(tiltDeg * DEG + gamma);
        shade = Math.PI + Math.PI / Math.sqrt(1 + t * t);
        if (Number.isNaN(shade)) shade = asky;
        else if (tiltDeg * DEG + gamma > Math.PI / 2) shade = 2 * Math.PI - shade;
      }
      sum += (shade / asky) * step;
    }
    this.table.set(Math.trunc(tiltDeg), sum);
    return sum;
  }
}

/** Sky and ground diffuse derates (fractions). */
export interface DiffuseDerates {
  sky: number;
  ground: number;
}

/**
 * Diffuse derates of lib_pvshade.cpp `diffuse_reduce` (lines 169–218): none when the POA diffuse
 * is below 0.1 W/m²; sky from {@link SkyDiffuseTable} (capped at 1); ground-reflected from the
 * view of shaded and unshaded ground between rows: F1 = ρ·sin²(β/2), F2 and F3 the view factors
 * to the ground strip at Y1 = R − sin(180 − α − β)/sin α and at R = 1/gcr, averaged over `nrows`.
 */
export function diffuseDerates(
  table: SkyDiffuseTable,
  solarZenithDeg: number,
  tiltDeg: number,
  dni: number,
  dhi: number,
  poaSky: number,
  poaGround: number,
  gcr: number,
  albedo: number,
  nrows: number,
  out: DiffuseDerates,
): DiffuseDerates {
  if (poaSky + poaGround < 0.1) {
    out.sky = 1;
    out.ground = 1;
    return out;
  }
  const gbh = dni * cosd(solarZenithDeg);
  const r = 1 / gcr;
  out.sky = Math.min(table.lookup(tiltDeg), 1);
  const solalt = 90 - solarZenithDeg;
  const s = sind(tiltDeg / 2);
  const f1 = albedo * s * s;
  let y1 = r - sind(180 - solalt - tiltDeg) / sind(solalt);
  y1 = Math.max(0.00001, y1);
  const c = cosd(180 - tiltDeg);
  const f2 = 0.5 * albedo * (1 + y1 - Math.sqrt(y1 * y1 - 2 * y1 * c + 1));
  const f3 = 0.5 * albedo * (1 + r - Math.sqrt(r * r - 2 * r * c + 1));
  const gr1 = f1 * (gbh + dhi);
  const reduced = ((f1 + (nrows - 1) * f2) / nrows) * gbh + ((f1 + (nrows - 1) * f3) / nrows) * dhi;
  out.ground = gr1 > 0 ? reduced / gr1 : 1;
  return out;
}
