/**
 * Engine bench: the closed forms against the spec's own stepped searches, and a full proposal
 * recompute with 9 arrays. Run from the repo root:
 *
 *   npx tsx packages/core/bench/engine-bench.ts
 *
 * Each figure is the median over several timed batches (after a warm-up), per call.
 */
import { billForAnnualUsage } from '../src/bill/tiered-bill';
import { priceEpc, type EpcPricingLimits } from '../src/epc/epc-pricing';
import { searchPricedEpc } from '../src/epc/epc-pricing-search';
import { amortizedPayment, balanceAfter, levelPaymentWithPaydown } from '../src/loan/loan-payment';
import {
  searchAmortizedPayment,
  searchLevelPaymentWithPaydown,
} from '../src/loan/loan-payment-search';
import { loanSchedule } from '../src/loan/loan-terms';
import { computeProposal } from '../src/proposal/compute-proposal';
import {
  adder,
  entry,
  financeOption,
  flatMonths,
  group,
  incentive,
  months,
  panelArray,
  plan,
  scenario,
  tiers,
} from '../src/testing/calculation-fixtures';
import { annualUsageForMonthlyBill } from '../src/usage/bill-inverse';
import { searchAnnualUsageForMonthlyBill } from '../src/usage/bill-inverse-search';
import { kw, usd, usdPerWatt } from '../src/units';

let sink = 0;

/**
 * Every number a call produced, folded into one: the sink depends on the results themselves, so
 * V8 cannot drop the work as dead code (a `Boolean(result)` sink let it skip the loan maths).
 */
function fold(value: unknown): number {
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + fold(v), 0);
  if (value && typeof value === 'object') {
    let sum = 0;
    for (const v of Object.values(value)) if (typeof v === 'number') sum += v;
    return sum;
  }
  return 0;
}

/** Time per call (ms) of one batch of `perBatch` calls of `run(i)`. */
function batchMs(run: (i: number) => unknown, perBatch: number): number {
  const start = performance.now();
  for (let i = 0; i < perBatch; i += 1) sink += fold(run(i));
  return (performance.now() - start) / perBatch;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Median time per call (ms) of two functions whose batches are interleaved, so that load from
 * other processes on the machine hits both sides alike. Each side is warmed up first.
 */
function pairedMedianMs(
  engine: (i: number) => unknown,
  enginePerBatch: number,
  search: (i: number) => unknown,
  searchPerBatch: number,
  rounds = 31,
): [number, number] {
  batchMs(engine, enginePerBatch * 3);
  batchMs(search, searchPerBatch * 3);
  const engineTimes: number[] = [];
  const searchTimes: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    engineTimes.push(batchMs(engine, enginePerBatch));
    searchTimes.push(batchMs(search, searchPerBatch));
  }
  return [median(engineTimes), median(searchTimes)];
}

/** Median time per call (ms) of `run` over `rounds` batches, after a warm-up. */
function medianMs(run: (i: number) => unknown, perBatch: number, rounds = 31): number {
  batchMs(run, perBatch * 3);
  return median(Array.from({ length: rounds }, () => batchMs(run, perBatch)));
}

const fmt = (ms: number) =>
  ms >= 1
    ? `${ms.toPrecision(4)} ms`
    : ms >= 0.001
      ? `${(ms * 1000).toPrecision(4)} µs`
      : `${(ms * 1e6).toPrecision(4)} ns`;
const rows: string[][] = [];
function compare(
  name: string,
  [engineMs, searchMs]: [number, number],
  maxDiff: number,
  unit: string,
) {
  rows.push([
    name,
    fmt(engineMs),
    fmt(searchMs),
    `${(searchMs / engineMs).toFixed(1)}×`,
    `${maxDiff.toExponential(2)} ${unit}`,
  ]);
}

// 1. Average bill → annual usage: a summer/winter plan with 3 tiers each
const tou = plan([
  group({
    id: 's',
    months: months('Jun', 'Jul', 'Aug', 'Sep'),
    fixedCost: 14,
    tiers: tiers([500, 0.11], [1000, 0.14], [999_999_999, 0.19]),
  }),
  group({
    id: 'w',
    months: months('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Oct', 'Nov', 'Dec'),
    fixedCost: 12,
    tiers: tiers([650, 0.1], [1200, 0.12], [999_999_999, 0.15]),
  }),
]);
const bills = Array.from({ length: 64 }, (_, i) => usd(20 + i * 7.3));
let billDiff = 0;
for (const bill of bills) {
  const exact = annualUsageForMonthlyBill(tou, bill)!;
  const search = searchAnnualUsageForMonthlyBill(tou, bill).usage!;
  billDiff = Math.max(billDiff, Math.abs(exact - search));
  if (Math.abs(billForAnnualUsage(tou, exact).monthly - bill) > 1e-6)
    throw new Error('inverse is wrong');
}
compare(
  'bill → annual usage',
  pairedMedianMs(
    (i) => annualUsageForMonthlyBill(tou, bills[i % bills.length]!),
    2000,
    (i) => searchAnnualUsageForMonthlyBill(tou, bills[i % bills.length]!),
    40,
  ),
  billDiff,
  'kWh',
);

// 2. Loan payment: initial-period payment with the 30 % paydown, then the re-amortised payment
const schedule = loanSchedule(
  financeOption({ name: 'Sunlight 25yr', apr: 3.99, lengthInYears: 25 }),
);
const principals = Array.from({ length: 64 }, (_, i) => usd(12_000 + i * 1_377.7));
let payDiff = 0;
const engineLoan = (p: number) => {
  const x0 = levelPaymentWithPaydown(usd(p), usd(0.3 * p), schedule);
  const balance = usd(balanceAfter(usd(p), schedule.rate, schedule.initialPeriod, x0) - 0.26 * p);
  return [x0, amortizedPayment(balance, schedule.rate, schedule.remainingTerm)] as const;
};
const searchLoan = (p: number) => {
  const x0 = searchLevelPaymentWithPaydown(usd(p), usd(0.3 * p), schedule).payment;
  const balance = usd(balanceAfter(usd(p), schedule.rate, schedule.initialPeriod, x0) - 0.26 * p);
  return [
    x0,
    searchAmortizedPayment(balance, schedule.rate, schedule.remainingTerm).payment,
  ] as const;
};
for (const p of principals) {
  const [e0] = engineLoan(p);
  const [s0] = searchLoan(p);
  payDiff = Math.max(payDiff, Math.abs(e0 - s0));
  const balance = usd(balanceAfter(usd(p), schedule.rate, schedule.initialPeriod, e0) - 0.26 * p);
  const e1 = amortizedPayment(balance, schedule.rate, schedule.remainingTerm);
  payDiff = Math.max(
    payDiff,
    Math.abs(e1 - searchAmortizedPayment(balance, schedule.rate, schedule.remainingTerm).payment),
  );
}
compare(
  'loan payment (X₀ and X₁)',
  pairedMedianMs(
    (i) => engineLoan(principals[i % principals.length]!),
    5000,
    (i) => searchLoan(principals[i % principals.length]!),
    20,
  ),
  payDiff,
  '$',
);

// 3. EPC pricing into maxEpc and maxLoanAmount
const pricing = Array.from({ length: 64 }, (_, i) => ({
  target: usdPerWatt(3 + (i % 9) * 0.29),
  limits: {
    maxEpc: usdPerWatt(5.25),
    minEpc: usdPerWatt(2.5),
    maxLoanAmount: usd(30_000 + i * 911),
    outOfPocket: usd((i % 5) * 1000),
    systemSize: kw(5 + (i % 11) * 0.83),
  } satisfies EpcPricingLimits,
}));
let epcDiff = 0;
for (const c of pricing)
  epcDiff = Math.max(
    epcDiff,
    Math.abs(priceEpc(c.target, c.limits) - searchPricedEpc(c.target, c.limits).epc),
  );
compare(
  'EPC pricing',
  pairedMedianMs(
    (i) => priceEpc(pricing[i % 64]!.target, pricing[i % 64]!.limits),
    20_000,
    (i) => searchPricedEpc(pricing[i % 64]!.target, pricing[i % 64]!.limits),
    2000,
  ),
  epcDiff,
  '$/W',
);

// 4. Full proposal recompute, 9 arrays, incentives, adders, Today Only and a Free Months adder
const azimuths = [180, 160, 200, 135, 225, 110, 250, 90, 270];
const nine = scenario({
  panelArrays: azimuths.map((azimuth, i) =>
    panelArray({
      panels: 2 + i,
      azimuth,
      tilt: 15 + i * 3,
      singlePanelProduction: flatMonths(640 - i * 25),
    }),
  ),
  preSolarPlan: tou,
  incentives: [
    entry(
      incentive({
        id: 'fed',
        name: 'Federal Tax Credit',
        scope: 'Federal',
        type: '% of Total Cost',
        value: 26,
      }),
    ),
    entry(incentive({ id: 'nc', type: '$ per Watt', value: 0.2, max: 1500, hasNoMax: false })),
    entry(
      incentive({
        id: 'today',
        type: 'Today Only Incentive',
        value: 0,
        max: 2000,
        hasNoMax: false,
        scope: 'Custom',
      }),
      12,
    ),
  ],
  customAdders: [
    adder({ name: 'LED Lights', adder: 450 }),
    adder({ name: 'Tree Adder', numTrees: 2 }),
    adder({ name: 'Ground Mount', isEpcAdder: true, epcAdder: 0.15 }),
    adder({ name: 'Free Months Incentive', months: 12 }),
  ],
  preSolarPowerUsage: {
    ...scenario().preSolarPowerUsage!,
    usageEntry: 'avgMonthlyBill',
    averageMonthlyBill: 330,
  },
  points: 3,
  baseline: 2.45,
});
const proposalMs = medianMs(() => computeProposal(nine), 500, 41);
const figures = computeProposal(nine);

console.log('Proposal Builder engine bench (median per call)\n');
const header = ['', 'engine', 'spec search', 'speed-up', 'max |difference|'];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
for (const row of [header, ...rows])
  console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('   '));
console.log(
  `\nfull proposal recompute (9 arrays, ${figures.totalPanels} panels, ${figures.systemSize.toFixed(2)} kW): ${fmt(proposalMs)} median` +
    `  (target < 0.2 ms: ${proposalMs < 0.2 ? 'met' : 'NOT met'})`,
);
if (!Number.isFinite(sink)) console.log(sink);
console.log(
  `  → total $${figures.totalSystemCost}, payment $${figures.loanMonthlyPaymentRounded}/month, offset ${figures.totalOffset.toFixed(2)} %`,
);
const speedUp = (row: number) => Number(rows[row]![3]!.replace('×', ''));
const slowest = Math.min(speedUp(0), speedUp(1));
console.log(
  `exact inverse and closed-form payment ≥ 50× faster than the searches: ${slowest >= 50 ? 'met' : 'NOT met'} (slowest ${slowest}×)`,
);
// A missed target fails the run, so the bench can gate a release.
if (proposalMs >= 0.2 || slowest < 50) process.exitCode = 1;
