/**
 * Orientation of a PVWatts v8 array for one sun position: SSC `incidence` (shared/lib_irradproc.cpp
 * lines 1236–1376 of NREL/ssc e97a19f8) for fixed (mode 0), one-axis (mode 1, optional
 * backtracking) and two-axis (mode 2) arrays, with `truetrack` (lines 3603–3622) and `backtrack`
 * on level ground (lines 3636–3655). cmod_pvwattsv8 limits one-axis rotation to ±45°
 * (ssc/cmod_pvwattsv8.cpp line 428).
 */

const DEG = Math.PI / 180;

export const TRACK_FIXED = 0;
export const TRACK_ONE_AXIS = 1;
export const TRACK_TWO_AXIS = 2;

/** Angles of the surface (all radians): incidence, surface tilt and azimuth, tracker rotation. */
export interface SurfaceAngles {
  inc: number;
  tilt: number;
  azimuth: number;
  rot: number;
}

/** Rotation (deg) of a one-axis tracker that minimises the incidence angle (lib_irradproc.cpp 3603–3622). */
export function trueTrackDeg(
  solarAzimuthDeg: number,
  solarZenithDeg: number,
  axisTiltDeg: number,
  axisAzimuthDeg: number,
): number {
  const elev = (90 - solarZenithDeg) * DEG;
  const sx = Math.cos(elev) * Math.sin(solarAzimuthDeg * DEG);
  const sy = Math.cos(elev) * Math.cos(solarAzimuthDeg * DEG);
  const sz = Math.sin(elev);
  const sinYa = Math.sin(axisAzimuthDeg * DEG);
  const cosYa = Math.cos(axisAzimuthDeg * DEG);
  const sinBa = Math.sin(axisTiltDeg * DEG);
  const cosBa = Math.cos(axisTiltDeg * DEG);
  const sxp = sx * cosYa - sy * sinYa;
  const szp = sx * sinYa * sinBa + sy * sinBa * cosYa + sz * cosBa;
  return Math.atan2(sxp, szp) / DEG;
}

/** Backtracking rotation (deg) on level ground (lib_irradproc.cpp 3636–3655, cross-axis slope 0). */
export function backtrackDeg(trueTrackingDeg: number, gcr: number): number {
  const projection = Math.abs(Math.cos(trueTrackingDeg * DEG)) / gcr;
  if (projection >= 1) return trueTrackingDeg;
  const sign = trueTrackingDeg > 0 ? 1 : -1;
  return trueTrackingDeg - (sign * Math.acos(projection)) / DEG;
}

const acosClamped = (arg: number, below: number, above: number) =>
  arg < -1 ? below : arg > 1 ? above : Math.acos(arg);

/**
 * Surface angles for tracking mode `mode` with (axis) tilt and azimuth in degrees, rotation limit
 * `rlimDeg`, sun zenith `zen` and azimuth `azm` in radians (lib_irradproc.cpp 1236–1376).
 */
export function surfaceAngles(
  mode: number,
  tiltDeg: number,
  azimuthDeg: number,
  rlimDeg: number,
  backtrack: boolean,
  gcr: number,
  zen: number,
  azm: number,
  out: SurfaceAngles,
): SurfaceAngles {
  if (mode === TRACK_TWO_AXIS) {
    // lines 1363–1368
    out.inc = 0;
    out.tilt = zen;
    out.azimuth = azm;
    out.rot = 0;
    return out;
  }
  if (mode === TRACK_FIXED) {
    // lines 1258–1269
    const tilt = tiltDeg * DEG;
    const sazm = azimuthDeg * DEG;
    const arg =
      Math.sin(zen) * Math.cos(azm - sazm) * Math.sin(tilt) + Math.cos(zen) * Math.cos(tilt);
    out.inc = acosClamped(arg, Math.PI, 0);
    out.tilt = tilt;
    out.azimuth = sazm;
    out.rot = 0;
    return out;
  }
  // One-axis tracking, lines 1270–1362.
  const xtilt = tiltDeg * DEG;
  const xsazm = azimuthDeg * DEG;
  const rlim = rlimDeg * DEG;
  let rot: number;
  if (Math.abs(Math.cos(xtilt)) < 0.001745) {
    if (xsazm <= Math.PI) rot = azm <= xsazm + Math.PI ? azm - xsazm : azm - xsazm - 2 * Math.PI;
    else rot = azm >= xsazm - Math.PI ? azm - xsazm : azm - xsazm + 2 * Math.PI;
  } else {
    rot = trueTrackDeg(azm / DEG, zen / DEG, tiltDeg, azimuthDeg) * DEG;
  }
  const trueRot = rot;
  if (rot < -rlim) rot = -rlim;
  else if (rot > rlim) rot = rlim;
  if (backtrack) {
    let bt = backtrackDeg(trueRot / DEG, gcr) * DEG;
    bt = bt > rlim ? rlim : bt;
    bt = bt < -rlim ? -rlim : bt;
    rot = bt;
  }
  const tilt = acosClamped(Math.cos(xtilt) * Math.cos(rot), Math.PI, 0);
  let sazm: number;
  if (tilt === 0) sazm = Math.PI;
  else {
    const arg = Math.sin(rot) / Math.sin(tilt);
    if (arg < -1) sazm = 1.5 * Math.PI + xsazm;
    else if (arg > 1) sazm = 0.5 * Math.PI + xsazm;
    else if (rot < -0.5 * Math.PI) sazm = xsazm - Math.PI - Math.asin(arg);
    else if (rot > 0.5 * Math.PI) sazm = xsazm + Math.PI - Math.asin(arg);
    else sazm = Math.asin(arg) + xsazm;
    if (sazm > 2 * Math.PI) sazm -= 2 * Math.PI;
    else if (sazm < 0) sazm += 2 * Math.PI;
  }
  const arg =
    Math.sin(zen) * Math.cos(azm - sazm) * Math.sin(tilt) + Math.cos(zen) * Math.cos(tilt);
  out.inc = acosClamped(arg, Math.PI, 0);
  out.tilt = tilt;
  out.azimuth = sazm;
  out.rot = rot;
  return out;
}
