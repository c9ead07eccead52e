/**
 * Writes packages/core/test-fixtures/load/pge-central-valley-2017-green-button.csv.gz: the metered
 * PG&E Central Valley home (OSESMO, 60-minute kW, calendar 2017) in the shape of PG&E's "Download
 * My Data" CSV (kWh per hour, two decimals, as PG&E prints them). Reads ../shared:
 *
 *   npx tsx scripts/household-load-calibration/green-button-fixture.ts [/work/shared]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shared = process.argv[2] ?? path.resolve(root, '../shared');
const kw = gunzipSync(
  readFileSync(
    path.join(
      shared,
      'billing/load/other/osesmo_2017_PGE_Central_Valley_Residential_Non_CARE_60min_kW.csv.gz',
    ),
  ),
)
  .toString()
  .trim()
  .split(/\r?\n/)
  .map(Number);
if (kw.length !== 8760) throw new Error(`${kw.length} values`);
const lines = [
  'Name,DEMO CUSTOMER',
  'Address,"1 MAIN ST, FRESNO CA 93701"',
  'Account Number,0000000000',
  'Service,Service 1',
  '',
  'TYPE,DATE,START TIME,END TIME,USAGE (kWh),COST,NOTES',
];
const pad = (n: number) => String(n).padStart(2, '0');
kw.forEach((v, h) => {
  const date = new Date(Date.UTC(2017, 0, 1) + Math.floor(h / 24) * 86_400_000);
  const hh = h % 24;
  lines.push(
    `Electric usage,${date.toISOString().slice(0, 10)},${pad(hh)}:00,${pad(hh)}:59,${v.toFixed(2)},,`,
  );
});
writeFileSync(
  path.join(root, 'packages/core/test-fixtures/load/pge-central-valley-2017-green-button.csv.gz'),
  gzipSync(Buffer.from(lines.join('\n') + '\n'), { level: 9 }),
);
