// Builds packages/core/src/hourly-bill/urdb-fixtures/pge-e-elec-2025-nbt.json (issue 35): PG&E
// E-ELEC (2025, bundled total rate) as a URDB-style rate from the hourly vector in
// ../shared/billing/tariffs/ca-retail-2025/ (RyanCMann/ACC_to_NBT_ECR, MIT), with PG&E net-billing
// export rates for 2025 as 12×24 weekday/weekend tables from ../shared/billing/nbt/ecr-acc2024/
// (bundled ECR, same repository) plus the 2025 ACC Plus adder for residential general market.
//
// Periods: each distinct $/kWh of the vector is a period (cheapest first); each month × hour ×
// day type takes the period of most of its hours (holidays count as weekends in the source, so the
// weekday schedule is the weekdays' majority). Fixed charge: $0.49281/day (the rate's .rtf).
// Usage: node scripts/billing/build-pge-e-elec-fixture.mjs [../shared/billing]
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';

const root = process.argv[2] ?? '/work/shared/billing';
const csv = (file) =>
  gunzipSync(readFileSync(join(root, file)))
    .toString('utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(',').map((c) => c.replace(/"/g, '')));

const rows = csv('tariffs/ca-retail-2025/2025_PGE_E_ELEC_Cost_Dataframe.csv.gz');
const rates = [...new Set(rows.map((r) => Number(r[12])))].sort((a, b) => a - b);
const counts = { weekday: [], weekend: [] };
for (const k of Object.keys(counts))
  counts[k] = Array.from({ length: 12 }, () =>
    Array.from({ length: 24 }, () => new Array(rates.length).fill(0)),
  );
for (const r of rows) {
  const kind = r[5] === 'Weekday' ? 'weekday' : 'weekend';
  counts[kind][Number(r[1]) - 1][Number(r[4])][rates.indexOf(Number(r[12]))] += 1;
}
const schedule = (kind) => counts[kind].map((month) => month.map((c) => c.indexOf(Math.max(...c))));

const adder = Number(
  readFileSync(join(root, 'nbt/ACC_Plus_Adders_by_Year.csv'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('PG&E,Residential General Market'))
    .split(',')[5],
);
const table = () => Array.from({ length: 12 }, () => new Array(24).fill(0));
const sell = { weekday: table(), weekend: table() };
for (const r of csv('nbt/ecr-acc2024/PGE_NBT_ECR_acc2024_bundled.csv.gz')) {
  if (!r[0].startsWith('2025')) continue;
  const month = Number(r[0].slice(5, 7)) - 1;
  const hour = Number(r[1].slice(0, 2));
  const kind = r[4] === '1' ? 'weekday' : 'weekend';
  sell[kind][month][hour] = Math.round((Number(r[6]) + adder) * 100000) / 100000;
}

const fixture = {
  name: 'E-ELEC Residential Electric Home (2025, bundled, URDB-style)',
  utility: 'Pacific Gas & Electric Co',
  source:
    'Built by scripts/billing/build-pge-e-elec-fixture.mjs from RyanCMann/ACC_to_NBT_ECR (MIT) 2025 E-ELEC hourly rate vector and PG&E 2024 ACC bundled NBT export compensation rates with the 2025 ACC Plus adder',
  rate: {
    label: 'pb-pge-e-elec-2025',
    name: 'E-ELEC Residential Electric Home',
    utility: 'Pacific Gas & Electric Co',
    sector: 'Residential',
    startdate: 1740787200,
    firstDayOfWeek: 2,
    energyratestructure: rates.map((rate) => [{ rate, unit: 'kWh' }]),
    energyweekdayschedule: schedule('weekday'),
    energyweekendschedule: schedule('weekend'),
    fixedchargefirstmeter: 0.49281,
    fixedchargeunits: '$/day',
  },
  metering: 'net-billing',
  sellRates: sell,
};
const out = 'packages/core/src/hourly-bill/urdb-fixtures/pge-e-elec-2025-nbt.json';
writeFileSync(out, JSON.stringify(fixture) + '\n');
console.log(`${out}: ${rates.length} periods ${rates.join(', ')}; ACC Plus adder ${adder}`);
