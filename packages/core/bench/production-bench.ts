/// <reference types="node" />
/**
 * Production bench: time of one array-year of the local PVWatts v8 engine (CEC single-diode
 * chain) on the Phoenix TMY2 file (target ≤ 5 ms) for a fixed roof array and a backtracking
 * tracker, the engine against the PVWatts v8 calibration figures of shared/weather/README.md, and
 * its worst deviation over the SSC reference table (pvwatts-v8-reference.json). Run from the repo root:
 *   npx tsx packages/core/bench/production-bench.ts
 * WEATHER_DIR overrides the folder of weather files (default ../shared/weather beside the repo).
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseWeatherFile } from '../src/production/parse-weather-file';
import { estimateMonthlyAcKwh, type PvwattsArrayType } from '../src/production/pvwatts-engine';
import type { PvwattsModuleType } from '../src/production/cec-module';
import reference from '../src/production/pvwatts-v8-reference.json';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const weatherDir = process.env.WEATHER_DIR ?? path.resolve(repoRoot, '../shared/weather');
const TARGET_MS = 5;

const CALIBRATION = [
  {
    file: 'ssc_USA_AZ_Phoenix_TMY2.csv',
    tilt: 20,
    azimuth: 180,
    monthly: [
      109.5, 121.23, 149.65, 170.78, 181.98, 170.08, 169.67, 165.36, 152.06, 145.05, 114.73, 104.09,
    ],
    year: 1754.18,
  },
  {
    file: 'pvlib_723170TYA.CSV',
    tilt: 30,
    azimuth: 135,
    monthly: [
      80.25, 86.67, 115.54, 127.99, 129.8, 132.73, 132.1, 129.5, 107.63, 100.87, 74.64, 79.48,
    ],
    year: 1297.21,
  },
  {
    file: 'pvlib_12839.tm2',
    tilt: 10,
    azimuth: 270,
    monthly: [
      82.2, 94.63, 122.31, 139.79, 137.9, 125.58, 135.55, 130.45, 107.16, 100.13, 79.91, 79.33,
    ],
    year: 1334.93,
  },
];

function load(file: string) {
  return parseWeatherFile(readFileSync(path.join(weatherDir, file), 'utf8'), file);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)} %`;

if (!existsSync(weatherDir)) {
  console.log(`production bench skipped: no weather folder at ${weatherDir}`);
  process.exit(0);
}

// Timing: one array-year = 8760 hours of POA, cover, temperature, DC and inverter for one array.
const parseStart = performance.now();
const phoenix = load('ssc_USA_AZ_Phoenix_TMY2.csv');
const parseMs = performance.now() - parseStart;
const array = { kwDc: 6.4, tilt: 20, azimuth: 180, lossesPct: 14.08 };
const coldStart = performance.now();
estimateMonthlyAcKwh(phoenix, array);
const coldMs = performance.now() - coldStart;
function timeRuns(extra: { arrayType?: PvwattsArrayType; gcr?: number }): number[] {
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    estimateMonthlyAcKwh(phoenix, { ...array, ...extra, azimuth: 150 + (i % 60) });
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
const times = timeRuns({});
const median = percentile(times, 0.5);
const tracker = timeRuns({ arrayType: 3, gcr: 0.4 });
console.log('Local PVWatts v8 engine, Phoenix TMY2 (8760 h), one array-year:');
console.log(
  `  fixed roof mount: median ${median.toFixed(2)} ms, fastest ${percentile(times, 0).toFixed(2)} ms, p90 ${percentile(times, 0.9).toFixed(2)} ms over ${times.length} runs`,
);
console.log(
  `  1-axis backtracking with self-shading: median ${percentile(tracker, 0.5).toFixed(2)} ms`,
);
console.log(
  `  first run ${coldMs.toFixed(1)} ms (includes the per-file sun geometry, cached after)`,
);
console.log(`  parsing the file ${parseMs.toFixed(1)} ms`);
const loadAvg = loadavg()[0] ?? 0;
console.log(
  `  target ≤ ${TARGET_MS} ms (median): ${median <= TARGET_MS ? 'met' : 'NOT met'}` +
    (loadAvg > availableParallelism()
      ? ` (machine busy: load ${loadAvg.toFixed(1)} on ${availableParallelism()} cores, fastest run ${percentile(times, 0).toFixed(2)} ms)`
      : ''),
);

if (median > TARGET_MS) process.exitCode = 1;

// Accuracy against the calibration figures (kWh per kW DC).
console.log('\nCalibration (module type 1, array type 1, losses 14.08 %, kWh/kW):');
for (const row of CALIBRATION) {
  const monthly = estimateMonthlyAcKwh(load(row.file), {
    kwDc: 1,
    tilt: row.tilt,
    azimuth: row.azimuth,
    lossesPct: 14.08,
  });
  const year = monthly.reduce((a, b) => a + b, 0);
  const monthErrors = monthly.map((v, m) => v / (row.monthly[m] ?? NaN) - 1);
  const worst = monthErrors.reduce((w, e, m) => (Math.abs(e) > Math.abs(w.e) ? { e, m } : w), {
    e: 0,
    m: 0,
  });
  const monthName = new Date(Date.UTC(2001, worst.m, 1)).toLocaleString('en', { month: 'short' });
  console.log(
    `  ${row.file} ${row.tilt}/${row.azimuth}: computed ${year.toFixed(2)} vs ${row.year} ` +
      `(${pct(year / row.year - 1)}); worst month ${monthName} ${pct(worst.e)}`,
  );
}

// Worst deviation from PVWatts v8 built from SSC source, over the reference table.
const weatherCache = new Map<string, ReturnType<typeof load>>();
for (const set of ['grid', 'other']) {
  let worstAnnual = 0;
  let worstMonth = 0;
  const cases = reference.cases.filter((c) => c.set === set);
  for (const c of cases) {
    let w = weatherCache.get(c.file);
    if (!w) weatherCache.set(c.file, (w = load(c.file)));
    const monthly = estimateMonthlyAcKwh(w, {
      kwDc: c.kw,
      tilt: c.tilt,
      azimuth: c.azimuth,
      lossesPct: c.losses,
      dcAcRatio: c.dcAcRatio,
      invEff: c.invEff,
      moduleType: c.moduleType as PvwattsModuleType,
      arrayType: c.arrayType as PvwattsArrayType,
      gcr: c.gcr,
    });
    const year = monthly.reduce((a, b) => a + b, 0);
    worstAnnual = Math.max(worstAnnual, Math.abs(year / c.annualKwh - 1));
    monthly.forEach((v, m) => {
      const ref = c.monthlyKwh[m] ?? 0;
      if (ref > 0) worstMonth = Math.max(worstMonth, Math.abs(v / ref - 1));
    });
  }
  console.log(
    `\nAgainst SSC pvwattsv8, ${set === 'grid' ? '396-case grid' : `${cases.length} other cases`}: ` +
      `worst annual ${(worstAnnual * 100).toFixed(3)} %, worst month ${(worstMonth * 100).toFixed(3)} %`,
  );
}
