/**
 * Hourly bill bench (issue 35): one 8760-hour bill (load and production → monthly bills before and
 * after solar) on the SAM reference grid's tiered TOU rate, per export rule. Goal: under 2 ms.
 *
 *   npx tsx packages/core/bench/hourly-bill-bench.ts
 *
 * And a full proposal recompute (computeProposal) on PG&E E-ELEC hourly plans before and after
 * solar (net billing with 12×24 export rates), hours given as the server gives them. Goal: < 5 ms.
 *
 * Each figure is the median over 15 timed batches of 50 bills (after a warm-up).
 */
import { computeHourlyBill } from '../src/hourly-bill/hourly-bill';
import type { MeteringRule } from '../src/hourly-bill/hourly-tariff';
import { parseUrdbRate } from '../src/hourly-bill/urdb-rate';
import ref from '../src/hourly-bill/utilityrate5-reference.json';
import { pgeElec2025NetBilling } from '../src/hourly-bill/pge-e-elec-2025';
import { computeProposal } from '../src/proposal/compute-proposal';
import { plan, postPlan, scenario } from '../src/testing/calculation-fixtures';

const GOAL_MS = 2;
const tariff = parseUrdbRate(ref.rates['tiered-tou']);
const load = Float64Array.from(ref.load);
const production = Float64Array.from(ref.production, (v) => v * 2);
let sink = 0;

function medianMs(run: () => void): number {
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

const billRun = (metering: MeteringRule) => () => {
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

let failed = false;
for (const metering of ['net-metering', 'net-billing', 'buy-all-sell-all'] as const) {
  const ms = medianMs(billRun(metering));
  if (ms >= GOAL_MS) failed = true;
  console.log(
    `hourly bill, 8760 h, tiered TOU, ${metering.padEnd(16)} ${ms.toFixed(3)} ms (goal < ${GOAL_MS} ms)`,
  );
}
const RECOMPUTE_GOAL_MS = 5;
const hourlyScenario = scenario({
  preSolarPlan: { ...plan(), hourly: { ...pgeElec2025NetBilling(), metering: 'net-metering' } },
  postSolarPlan: { ...postPlan(), hourly: pgeElec2025NetBilling() },
});
const hours = { load, production, isLoadModelled: true };
const recomputeMs = medianMs(() => {
  sink += computeProposal(hourlyScenario, hours).thirtyYearNetSavings;
});
if (recomputeMs >= RECOMPUTE_GOAL_MS) failed = true;
console.log(
  `full proposal recompute, hourly plans (PG&E E-ELEC, net billing) ${recomputeMs.toFixed(3)} ms (goal < ${RECOMPUTE_GOAL_MS} ms)`,
);
console.log(`(checksum ${sink.toFixed(0)})`);
if (failed) process.exitCode = 1;
