/**
 * Weather pack bench: size of the bundled pack on disk, opening it (header + nearest-station
 * index), nearest-station look-up, and loading one station's typical year from the pack cold
 * (first use in the process: read by offset, brotli, decode) and warm (cached). Targets: look-up
 * well under 1 ms, a cold load a few ms. Run from the repo root:
 *   npx tsx apps/server/bench/weather-pack-bench.ts
 * WEATHER_PACK overrides the pack file.
 */
import { statSync } from 'node:fs';
import { DEFAULT_WEATHER_PACK_FILE } from '../src/integrations/production/weather-pack/weather-pack-file';
import { openWeatherPack } from '../src/integrations/production/weather-pack/weather-pack-reader';
import { createProductionEstimator } from '../src/integrations/production/create-production-estimator';

const file = process.env.WEATHER_PACK ?? DEFAULT_WEATHER_PACK_FILE;
const LOOKUP_TARGET_MS = 1;

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return { median: at(0.5), p99: at(0.99), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

/** Deterministic pseudo-random points over the 50 states' latitude/longitude box. */
function points(n: number): [number, number][] {
  let a = 12345;
  const next = () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
  return Array.from({ length: n }, () => [18 + next() * 53, -170 + next() * 105]);
}

const bytes = statSync(file).size;
let t0 = performance.now();
const pack = await openWeatherPack(file, { maxCachedStations: 8 });
const openMs = performance.now() - t0;
console.log(
  `weather pack: ${pack.header.stations.length} stations, ${(bytes / 1e6).toFixed(1)} MB on disk ` +
    `(${(bytes / pack.header.stations.length / 1024).toFixed(1)} kB a station), format v${pack.header.version}`,
);
console.log(`open (header + index): ${openMs.toFixed(1)} ms`);

// Nearest-station look-up.
const queries = points(100_000);
for (const [lat, lon] of queries.slice(0, 2000)) pack.nearest(lat, lon, 250); // warm-up
const lookups: number[] = [];
for (let round = 0; round < 10; round++) {
  const slice = queries.slice(round * 10_000, (round + 1) * 10_000);
  t0 = performance.now();
  for (const [lat, lon] of slice) pack.nearest(lat, lon, 250);
  lookups.push((performance.now() - t0) / slice.length);
}
const lookup = stats(lookups);
console.log(
  `nearest station: ${(lookup.mean * 1000).toFixed(2)} µs a look-up (mean of 100 000; target < ${LOOKUP_TARGET_MS} ms) ` +
    `${lookup.mean < LOOKUP_TARGET_MS ? 'OK' : 'SLOW'}`,
);

// Station loads: each of 40 different stations the first time (cold), then again (warm).
const stations = pack.header.stations.filter((_, i) => i % 25 === 0).slice(0, 40);
const cold: number[] = [];
const warm: number[] = [];
for (const station of stations) {
  t0 = performance.now();
  await pack.load(station);
  cold.push(performance.now() - t0);
  t0 = performance.now();
  await pack.load(station);
  warm.push(performance.now() - t0);
}
const c = stats(cold);
const w = stats(warm);
console.log(
  `station load, cold (read by offset + brotli + decode): median ${c.median.toFixed(2)} ms, p99 ${c.p99.toFixed(2)} ms`,
);
console.log(`station load, warm (cached): median ${(w.median * 1000).toFixed(1)} µs`);

// End to end: one array-year through the estimator at a new site, then again at the same station.
const estimator = createProductionEstimator({ weatherPackFile: file });
const site = { latitude: 35.227, longitude: -80.843, losses: 14.08 };
t0 = performance.now();
const first = await estimator.estimate({ ...site, arrays: [{ kw: 1, tilt: 20, azimuth: 180 }] });
const firstMs = performance.now() - t0;
t0 = performance.now();
await estimator.estimate({ ...site, arrays: [{ kw: 1, tilt: 25, azimuth: 200 }] });
const secondMs = performance.now() - t0;
console.log(
  `estimate at ${first.station?.dataset} ${first.station?.name}, ${first.station?.distanceKm} km: ` +
    `first ${firstMs.toFixed(1)} ms (station load + sun track + array), next array ${secondMs.toFixed(1)} ms`,
);
process.exit(lookup.mean < LOOKUP_TARGET_MS ? 0 : 1);
