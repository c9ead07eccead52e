// Regenerates packages/core/src/production/pvwatts-v8-reference.json: PVWatts v8 (SSC
// cmod_pvwattsv8 built by ./build.sh) on the typical-year files in ../shared/weather/.
//
//   node scripts/pvwatts-reference/generate.mjs <pvwattsv8 binary> [weather dir]
//
// The grid of issue 10 (396 cases): the 11 US weather files at the top of ../shared/weather/
// (all but golden_co_from_pvwatts_export.csv, which is itself a PVWatts export, not weather) ×
// tilts 0, 30, 60, 90 × azimuths 90–270 in steps of 22.5°, premium module, fixed roof mount,
// losses 14.08 %, DC/AC 1.2, inverter 96 %, 1 kW DC. Then cases for the other module types, array
// types (open rack with row self-shading from gcr, 1-axis, backtracking, 2-axis), DC/AC ratios,
// inverter efficiencies and system sizes.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const [binary, weatherArg] = process.argv.slice(2);
if (!binary) {
  console.error(
    'usage: node scripts/pvwatts-reference/generate.mjs <pvwattsv8 binary> [weather dir]',
  );
  process.exit(2);
}
const weatherDir = path.resolve(weatherArg ?? path.join(root, '../shared/weather'));
const out = path.join(root, 'packages/core/src/production/pvwatts-v8-reference.json');

const GRID_FILES = [
  'ssc_USA_AZ_Phoenix_TMY2.csv',
  'ssc_USA_AZ_Tucson_TMY2.csv',
  'ssc_phoenix_az_33.450495_-111.983688_psmv3_60_tmy.csv',
  'ssc_tucson_az_32.116521_-110.933042_psmv3_60_tmy.csv',
  'ssc_daggett_ca_34.865371_-116.783023_psmv3_60_tmy.csv',
  'ssc_des_moines_ia_41.586835_-93.624959_psmv3_60_tmy.csv',
  'ssc_fargo_nd_46.9_-96.8_mts1_60_tmy.csv',
  'ssc_psm_40_-80_tmy2.csv',
  'pvlib_723170TYA.CSV',
  'pvlib_703165TY.csv',
  'pvlib_12839.tm2',
];
const TILTS = [0, 30, 60, 90];
const AZIMUTHS = [90, 112.5, 135, 157.5, 180, 202.5, 225, 247.5, 270];
const BASE = {
  moduleType: 1,
  arrayType: 1,
  losses: 14.08,
  dcAcRatio: 1.2,
  invEff: 96,
  gcr: 0.4,
  kw: 1,
};

const cases = [];
for (const file of GRID_FILES)
  for (const tilt of TILTS)
    for (const azimuth of AZIMUTHS) cases.push({ set: 'grid', file, tilt, azimuth, ...BASE });

// Other module and array types, on five climates.
const OTHER_FILES = [
  'ssc_USA_AZ_Phoenix_TMY2.csv',
  'pvlib_723170TYA.CSV',
  'ssc_fargo_nd_46.9_-96.8_mts1_60_tmy.csv',
  'pvlib_703165TY.csv',
  'golden_co_from_pvwatts_export.csv',
];
const other = (o) => cases.push({ set: 'other', ...BASE, ...o });
for (const file of OTHER_FILES) {
  for (const moduleType of [0, 1, 2]) {
    for (const [tilt, azimuth] of [
      [20, 180],
      [35, 135],
      [90, 250],
    ])
      other({ file, moduleType, arrayType: 1, tilt, azimuth });
    for (const [tilt, azimuth, gcr] of [
      [20, 180, 0.4],
      [35, 200, 0.7],
      [60, 110, 0.4],
      [10, 180, 0.95],
    ])
      other({ file, moduleType, arrayType: 0, tilt, azimuth, gcr });
    for (const arrayType of [2, 3])
      for (const [tilt, azimuth, gcr] of [
        [0, 180, 0.4],
        [20, 180, 0.3],
        [0, 200, 0.7],
      ])
        other({ file, moduleType, arrayType, tilt, azimuth, gcr });
    other({ file, moduleType, arrayType: 4, tilt: 0, azimuth: 180 });
  }
  for (const dcAcRatio of [0.9, 1.5, 2]) other({ file, tilt: 25, azimuth: 190, dcAcRatio });
  for (const invEff of [90, 99.5]) other({ file, tilt: 25, azimuth: 190, invEff });
  // SSC picks the inverter self-consumption by DC nameplate in W (< 10, < 1000, else).
  for (const kw of [0.05, 0.5, 250, 5000]) other({ file, tilt: 25, azimuth: 190, kw });
  for (const losses of [-5, 0, 30]) other({ file, tilt: 25, azimuth: 190, losses });
}

const input = cases
  .map((c) =>
    [
      path.join(weatherDir, c.file),
      c.moduleType,
      c.arrayType,
      c.tilt,
      c.azimuth,
      c.losses,
      c.dcAcRatio,
      c.invEff,
      c.gcr,
      c.kw,
    ].join(' '),
  )
  .join('\n');
const run = spawnSync(binary, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
if (run.status !== 0) throw new Error(`pvwattsv8 failed: ${run.stderr}`);
const lines = run.stdout.trim().split('\n');
if (lines.length !== cases.length)
  throw new Error(`expected ${cases.length} results, got ${lines.length}`);
const round = (x) => Math.round(x * 1e6) / 1e6;
const rows = cases.map((c, i) => {
  const nums = (lines[i] ?? '').split(' ').map(Number);
  if (nums.length !== 13 || nums.some((x) => !Number.isFinite(x)))
    throw new Error(`case ${i} (${JSON.stringify(c)}): ${lines[i]}`);
  return { ...c, annualKwh: round(nums[0]), monthlyKwh: nums.slice(1).map(round) };
});
const json = JSON.stringify({
  about:
    'PVWatts v8 (SSC cmod_pvwattsv8, NREL/ssc e97a19f8e035b6c8845690ee23c01b598c36d550) on ../shared/weather; AC kWh. Made by scripts/pvwatts-reference/generate.mjs.',
  cases: rows,
});
// Formatted as the repository's Prettier would, so a rerun with the same SSC gives no diff.
const prettier = await import('prettier');
const options = (await prettier.resolveConfig(out)) ?? {};
writeFileSync(out, await prettier.format(json, { ...options, filepath: out }));
console.log(
  `${rows.length} cases (${rows.filter((r) => r.set === 'grid').length} grid) → ${path.relative(root, out)}`,
);
