import { greatCircleKm } from '@pb/core';

/** Mean Earth radius (km), as in @pb/core's greatCircleKm. */
const EARTH_RADIUS_KM = 6371.0088;
const DEG = Math.PI / 180;

export interface StationPoint {
  latitude: number;
  longitude: number;
}

export interface NearestStation<T> {
  item: T;
  /** Great-circle distance, km. */
  distanceKm: number;
}

export interface StationIndex<T> {
  readonly size: number;
  /** The closest item, or null when none lies within `maxKm` (default: no limit). */
  nearest(latitude: number, longitude: number, maxKm?: number): NearestStation<T> | null;
}

/** Chord length on the unit sphere for a great-circle distance, and back. */
const chordOf = (km: number) => 2 * Math.sin(Math.min(Math.PI, km / EARTH_RADIUS_KM) / 2);

function unitVector(latitude: number, longitude: number): [number, number, number] {
  const phi = latitude * DEG;
  const lambda = longitude * DEG;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/**
 * Nearest-station search in O(log n): points become unit vectors on the sphere, where straight
 * (chord) distance grows with great-circle distance, so a 3-d k-d tree with plain Euclidean
 * pruning finds the great-circle nearest exactly (no trouble at the date line or the poles).
 * Built once (balanced, median splits), read-only afterwards. The reported distance is the
 * haversine distance of @pb/core, so it matches `greatCircleKm` to the last digit.
 */
export function createStationIndex<T extends StationPoint>(items: readonly T[]): StationIndex<T> {
  const n = items.length;
  const xyz = new Float64Array(n * 3);
  items.forEach((p, i) => xyz.set(unitVector(p.latitude, p.longitude), i * 3));
  // Tree stored implicitly: the subtree of [lo, hi) has its root at the middle index.
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const axisAt = new Uint8Array(n);

  function build(lo: number, hi: number, depth: number): void {
    if (hi - lo <= 0) return;
    // Split on the axis of largest spread for a better-balanced tree on a sphere.
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (let k = lo; k < hi; k++) {
      const b = (order[k] ?? 0) * 3;
      for (let a = 0; a < 3; a++) {
        const v = xyz[b + a] ?? 0;
        if (v < (min[a] ?? 0)) min[a] = v;
        if (v > (max[a] ?? 0)) max[a] = v;
      }
    }
    let axis = depth % 3;
    let spread = -1;
    for (let a = 0; a < 3; a++) {
      const s = (max[a] ?? 0) - (min[a] ?? 0);
      if (s > spread) [axis, spread] = [a, s];
    }
    const slice = Array.from(order.subarray(lo, hi)).sort(
      (p, q) => (xyz[p * 3 + axis] ?? 0) - (xyz[q * 3 + axis] ?? 0),
    );
    order.set(slice, lo);
    const mid = (lo + hi) >> 1;
    axisAt[mid] = axis;
    build(lo, mid, depth + 1);
    build(mid + 1, hi, depth + 1);
  }
  build(0, n, 0);

  return {
    size: n,
    nearest(latitude, longitude, maxKm = Infinity) {
      if (n === 0 || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      const q = unitVector(latitude, longitude);
      let best = -1;
      // Squared chord, slightly widened so a station exactly at maxKm is still considered.
      let bestD2 = maxKm === Infinity ? Infinity : chordOf(maxKm) ** 2 * (1 + 1e-9);

      const search = (lo: number, hi: number): void => {
        if (hi <= lo) return;
        const mid = (lo + hi) >> 1;
        const idx = order[mid] ?? 0;
        const b = idx * 3;
        const dx = q[0] - (xyz[b] ?? 0);
        const dy = q[1] - (xyz[b + 1] ?? 0);
        const dz = q[2] - (xyz[b + 2] ?? 0);
        const d2 = dx * dx + dy * dy + dz * dz;
        if (d2 < bestD2) [best, bestD2] = [idx, d2];
        const axis = axisAt[mid] ?? 0;
        const diff = (q[axis] ?? 0) - (xyz[b + axis] ?? 0);
        if (diff < 0) {
          search(lo, mid);
          if (diff * diff < bestD2) search(mid + 1, hi);
        } else {
          search(mid + 1, hi);
          if (diff * diff < bestD2) search(lo, mid);
        }
      };
      search(0, n);
      if (best < 0) return null;
      const item = items[best] as T;
      const distanceKm = greatCircleKm(latitude, longitude, item.latitude, item.longitude);
      return distanceKm <= maxKm ? { item, distanceKm } : null;
    },
  };
}
