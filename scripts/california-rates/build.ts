/**
 * Builds the committed California rate data of packages/core/src/california-rates/ from
 * ../shared/billing (see that folder's README for sources and licences):
 *
 *   npx tsx scripts/california-rates/build.ts [/work/shared]
 *   npx prettier --write packages/core/src/california-rates/*.json
 *
 * - pge-e-elec-2025.json: PG&E E-ELEC 2025 (bundled total $/kWh) from RyanCMann/ACC_to_NBT_ECR's
 *   hourly cost vector: each distinct rate is a period (named from the TOU flags), and the
 *   12×24 weekday / weekend-and-holiday schedules are read off the vector (each month × day type ×
 *   hour must carry one rate, else the script stops). Fixed charge $0.49281/day × 365 / 12.
 * - pge-nbt25-2025-sell-rates.json: PG&E's published Solar Billing Plan export values, vintage
 *   NBT25, calendar 2025: delivery + generation (a bundled customer), by `ValueName`
 *   (`Jan Weekday HS0` …), each of which must carry one value through 2025.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shared = process.argv[2] ?? path.resolve(root, '../shared');
const outDir = path.join(root, 'packages/core/src/california-rates');
const read = (p: string) =>
  gunzipSync(readFileSync(path.join(shared, 'billing', p)))
    .toString()
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
const grid = () => Array.from({ length: 12 }, () => new Array<number>(24).fill(NaN));

// PG&E E-ELEC 2025.
{
  const [head, ...rows] = read('tariffs/ca-retail-2025/2025_PGE_E_ELEC_Cost_Dataframe.csv.gz');
  const cols = head!.split(',').map((c) => c.replace(/"/g, ''));
  const at = (name: string) => cols.indexOf(name);
  const flags = cols.filter((c) => c.endsWith('_Binary'));
  const periods: { name: string; rate: number }[] = [];
  const weekday = grid();
  const weekend = grid();
  for (const row of rows) {
    const c = row.split(',').map((v) => v.replace(/"/g, ''));
    const rate = Number(c[at('Retail_Rate')]);
    const name = flags
      .find((f) => c[at(f)] === '1')!
      .replace('_Binary', '')
      .replace(/_/g, ' ');
    let p = periods.findIndex((x) => x.rate === rate && x.name === name);
    if (p < 0) p = periods.push({ name, rate }) - 1;
    const table = c[at('DayType')] === 'Weekday' ? weekday : weekend;
    const m = Number(c[at('Month')]) - 1;
    const h = Number(c[at('Hour_Beginning')]);
    if (!Number.isNaN(table[m]![h]!) && table[m]![h] !== p) {
      throw new Error(`E-ELEC: two rates for month ${m + 1} hour ${h}`);
    }
    table[m]![h] = p;
  }
  const out = {
    source:
      'PG&E E-ELEC 2025 (bundled, total $/kWh, TOU energy only; no baseline credit, CARE or taxes). RyanCMann/ACC_to_NBT_ECR @ 9352337b (MIT), Retail Rate Creation/PG&E E-ELEC/2025/60-Minute Data/Dataframe Format/2025_PGE_E_ELEC_Cost_Dataframe.csv, built from PG&E tariff sheet 2025-03-01 ELEC_SCHEDS_E-ELEC; fixed charge $0.49281/day.',
    fixedPerDay: 0.49281,
    periods,
    weekdaySchedule: weekday,
    weekendSchedule: weekend,
  };
  writeFileSync(path.join(outDir, 'pge-e-elec-2025.json'), JSON.stringify(out) + '\n');
  console.log('E-ELEC periods', periods);
}

// PG&E NBT25 export values for 2025.
{
  const [, ...rows] = read('nbt/pge-official/PGE_NBT_EEC_Values_NBT25.csv.gz');
  const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  const parts = {
    delivery: { weekday: grid(), weekend: grid() },
    generation: { weekday: grid(), weekend: grid() },
  };
  for (const row of rows) {
    const c = row.split(',');
    // DateStart is UTC; 1 January 00:00 PST is 08:00 UTC, so 2025 runs into 1 January 2026 UTC.
    const [mo, d, y] = c[2]!.split('/').map(Number);
    const utcHour = Number(c[3]!.split(':')[0]);
    const pst = new Date(Date.UTC(y!, mo! - 1, d!, utcHour) - 8 * 3_600_000);
    if (pst.getUTCFullYear() !== 2025) continue;
    const name = /^(\w{3}) (Weekday|Weekend) HS(\d+)$/.exec(c[8]!);
    if (!name) throw new Error(`NBT: ValueName ${c[8]}`);
    const part = c[0]!.startsWith('USCA-PGXX') ? parts.delivery : parts.generation;
    const table = name[2] === 'Weekday' ? part.weekday : part.weekend;
    const m = MONTHS.indexOf(name[1]!);
    const h = Number(name[3]);
    const v = Number(c[9]);
    if (!Number.isNaN(table[m]![h]!) && table[m]![h] !== v) {
      throw new Error(`NBT: two values for ${c[8]} in 2025`);
    }
    table[m]![h] = v;
  }
  const sum = (a: number[][], b: number[][]) =>
    a.map((row, m) => row.map((v, h) => Math.round((v + b[m]![h]!) * 1e5) / 1e5));
  const out = {
    source:
      "PG&E Solar Billing Plan (Net Billing Tariff) Energy Export Credit values, vintage NBT25, calendar 2025, $/kWh exported, delivery (USCA-PGXX) + generation (USCA-XXPG) = a bundled customer; hours are Pacific prevailing time. PG&E's published file 'PG&E NBT EEC Values 2025 Vintage.csv', re-hosted in danielraffel/pge-feed-in-rates @ 45970da7 (no licence file).",
    delivery: parts.delivery,
    generation: parts.generation,
    bundled: {
      weekday: sum(parts.delivery.weekday, parts.generation.weekday),
      weekend: sum(parts.delivery.weekend, parts.generation.weekend),
    },
  };
  for (const t of [out.bundled.weekday, out.bundled.weekend]) {
    if (t.flat().some((v) => !Number.isFinite(v)))
      throw new Error('NBT: a month × hour has no value');
  }
  writeFileSync(path.join(outDir, 'pge-nbt25-2025-sell-rates.json'), JSON.stringify(out) + '\n');
  console.log(
    'NBT25 2025 bundled: weekday Jul 19h',
    out.bundled.weekday[6]![19],
    'Apr 12h',
    out.bundled.weekday[3]![12],
  );
}
