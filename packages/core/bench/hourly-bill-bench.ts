/**
 * Hourly bill bench (issue 35): one 8760-hour bill (load and production → monthly bills before and
 * after solar) on the SAM reference grid's tiered TOU rate, per export rule. Goal: under 2 ms.
 *
 *   npx tsx packages/core/bench/hourly-bill-bench.ts
 *
 * Each figure is the median over 15 timed batches of 50 bills (after a warm-up).
 */
import { computeHourlyBill } from '../src/hourly-bill/hourly-bill';
import type { MeteringRule } from '../src/hourly-bill/hourly-tariff';
import { parseUrdbRate } from '../src/hourly-bill/urdb-rate';
import ref from '../src/hourly-bill/utilityrate5-reference.json';

const GOAL_MS = 2;
const tariff = parseUrdbRate(ref.rates['tiered-tou']);
const load = Float64Array.from(ref.load);
const production = Float64Array.from(ref.production, (v) => v * 2);
let sink = 0;

function medianMs(metering: MeteringRule): number {
  const run = () => {
    const r = computeHourlyBill({
      tariff,
      metering,
      sellRates: ref.sellRates,
      yearEndSellRate: 0.03,
      load,
      production,
    });
    sink += r.annual.withSolar;
  };
  for (let i = 0; i < 200; i++) run();
  const times: number[] = [];
  for (let b = 0; b < 15; b++) {
    const t0 = performance.now();
    for (let i = 0; i < 50; i++) run();
    times.push((performance.now() - t0) / 50);
  }
  times.sort((a, b) => a - b);
  return times[7]!;
}

let failed = false;
for (const metering of ['net-metering', 'net-billing', 'buy-all-sell-all'] as const) {
  const ms = medianMs(metering);
  if (ms >= GOAL_MS) failed = true;
  console.log(
    `hourly bill, 8760 h, tiered TOU, ${metering.padEnd(16)} ${ms.toFixed(3)} ms (goal < ${GOAL_MS} ms)`,
  );
}
console.log(`(checksum ${sink.toFixed(0)})`);
if (failed) process.exitCode = 1;
