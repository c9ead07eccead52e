/**
 * Household load bench (issue 35): the modelled 8760 load from twelve monthly kWh and the site's
 * temperature, then the hourly bill on PG&E E-ELEC 2025 with the NBT25 export rates.
 * Goal: the bill under 2 ms (the load model is reported; it runs once per customer, not per bill).
 *
 *   npx tsx packages/core/bench/household-load-bench.ts
 *
 * Each figure is the median over 15 timed batches of 20 runs (after a warm-up).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGE_E_ELEC_2025, PGE_NBT25_2025_SELL_RATES } from '../src/california-rates/pge-rates';
import { computeHourlyBill } from '../src/hourly-bill/hourly-bill';
import { modelHourlyLoad } from '../src/household-load/model-hourly-load';
import ref from '../src/hourly-bill/utilityrate5-reference.json';

const GOAL_BILL_MS = 2;
const rows = gunzipSync(
  readFileSync(
    fileURLToPath(
      new URL(
        '../test-fixtures/load/725090-boston-base-load-and-temperature.csv.gz',
        import.meta.url,
      ),
    ),
  ),
)
  .toString()
  .trim()
  .split('\n')
  .slice(1);
const temperatureC = Float64Array.from(rows, (r) => Number(r.split(',')[1]));
const monthlyKwh = [959, 825, 814, 725, 668, 601, 709, 654, 632, 731, 786, 908];
const production = Float64Array.from(ref.production);
let sink = 0;

function medianMs(run: () => void): number {
  for (let i = 0; i < 50; i++) run();
  const times: number[] = [];
  for (let b = 0; b < 15; b++) {
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) run();
    times.push((performance.now() - t0) / 20);
  }
  times.sort((a, b) => a - b);
  return times[7]!;
}

const model = () => modelHourlyLoad({ monthlyKwh, temperatureC }).kwh;
const load = model();
const bill = (l: Float64Array) =>
  computeHourlyBill({
    tariff: PGE_E_ELEC_2025,
    metering: 'net-billing',
    sellRates: PGE_NBT25_2025_SELL_RATES,
    load: l,
    production,
  }).annual.withSolar;

const loadMs = medianMs(() => (sink += model()[0]!));
const billMs = medianMs(() => (sink += bill(load)));
const bothMs = medianMs(() => (sink += bill(model())));
console.log(`household load model, 8760 h            ${loadMs.toFixed(3)} ms`);
console.log(
  `hourly bill, E-ELEC + NBT25, net billing ${billMs.toFixed(3)} ms (goal < ${GOAL_BILL_MS} ms)`,
);
console.log(`load model + bill                        ${bothMs.toFixed(3)} ms`);
console.log(`(checksum ${sink.toFixed(0)})`);
if (billMs >= GOAL_BILL_MS) process.exitCode = 1;
