import type { AnyPaymentPlan } from '../catalogue/power-company.schema';
import { DAYS_IN_MONTH, HOURS_PER_YEAR } from './hour-calendar';
import { computeHourlyBill } from './hourly-bill';
import { hourlyPlanRate } from './hourly-plan.schema';
import type { DayProfile, ProposalHourlyBill } from './proposal-hourly-bill.schema';

/**
 * What the server knows hour by hour about a proposal (issue 35): 8760 kWh, hour 0 = 1 January
 * 00:00 local standard time. `load` is the household's use before efficiency adders; `production`
 * the system's before shading. computeProposal applies both reductions itself.
 */
export interface HourlyProposalInput {
  load: ArrayLike<number>;
  production: ArrayLike<number>;
  /** True when the load was modelled (from monthly kWh), not metered. */
  isLoadModelled: boolean;
}

export interface ProposalHourlyBills {
  /** $ a month before solar (the year's bill / 12) when the pre-solar plan is hourly; else null. */
  preSolarMonthlyBill: number | null;
  /** $ a month after solar (the year's bill / 12) when the post-solar plan is hourly; else null. */
  postSolarMonthlyBill: number | null;
  /** The post-solar hourly bill for display; null when the post-solar plan is not hourly. */
  hourlyBill: ProposalHourlyBill | null;
}

const SUMMER = [5, 6, 7];
const WINTER = [11, 0, 1];

function scaled(values: ArrayLike<number>, factor: number): Float64Array {
  const out = new Float64Array(HOURS_PER_YEAR);
  for (let h = 0; h < HOURS_PER_YEAR; h++) out[h] = (values[h] ?? 0) * factor;
  return out;
}

/** First hour of each month (and the year's end). */
const MONTH_START = DAYS_IN_MONTH.reduce<number[]>((a, days, m) => [...a, a[m]! + days * 24], [0]);

/** kWh by hour of day averaged over the days of `months`. */
function averageDay(load: Float64Array, production: Float64Array, months: number[]): DayProfile {
  const p = new Float64Array(24);
  const l = new Float64Array(24);
  const imp = new Float64Array(24);
  const exp = new Float64Array(24);
  let days = 0;
  for (const m of months) {
    days += DAYS_IN_MONTH[m]!;
    for (let h = MONTH_START[m]!; h < MONTH_START[m + 1]!; h++) {
      const hh = h % 24;
      const net = load[h]! - production[h]!;
      p[hh]! += production[h]!;
      l[hh]! += load[h]!;
      if (net > 0) imp[hh]! += net;
      else exp[hh]! -= net;
    }
  }
  const mean = (xs: Float64Array) => Array.from(xs, (x) => x / days);
  return { production: mean(p), load: mean(l), importKwh: mean(imp), exportKwh: mean(exp) };
}

const sum = (xs: Float64Array) => {
  let total = 0;
  for (let h = 0; h < xs.length; h++) total += xs[h]!;
  return total;
};

/**
 * The proposal's bills on hourly plans (issue 35, decision 0059). Pre-solar: the pre-solar plan's
 * year on the household load. Post-solar: the post-solar plan's year on the load less the
 * efficiency reduction and the production less shading, under the plan's export rule. The monthly
 * figure the proposal shows and projects is the year's bill / 12, as for the spec's plans. A plan
 * without an hourly part is left to the spec's monthly bill (null here).
 */
export function proposalHourlyBills(args: {
  preSolarPlan: AnyPaymentPlan | null;
  postSolarPlan: AnyPaymentPlan | null;
  input: HourlyProposalInput;
  efficiencyReductionPct: number;
  shadingReductionPct: number;
}): ProposalHourlyBills {
  const { preSolarPlan, postSolarPlan, input } = args;
  let preSolarMonthlyBill: number | null = null;
  if (preSolarPlan?.hourly) {
    const rate = hourlyPlanRate(preSolarPlan.hourly);
    const none = new Float64Array(HOURS_PER_YEAR);
    const bill = computeHourlyBill({ ...rate, load: input.load, production: none });
    preSolarMonthlyBill = bill.annual.withoutSolar / 12;
  }
  if (!postSolarPlan?.hourly) {
    return { preSolarMonthlyBill, postSolarMonthlyBill: null, hourlyBill: null };
  }
  const rate = hourlyPlanRate(postSolarPlan.hourly);
  const load = scaled(input.load, 1 - args.efficiencyReductionPct / 100);
  const production = scaled(input.production, 1 - args.shadingReductionPct / 100);
  const bill = computeHourlyBill({ ...rate, load, production });
  return {
    preSolarMonthlyBill,
    postSolarMonthlyBill: bill.annual.withSolar / 12,
    hourlyBill: {
      metering: rate.metering,
      isLoadModelled: input.isLoadModelled,
      annual: { ...bill.annual, loadKwh: sum(load), productionKwh: sum(production) },
      monthly: bill.monthly,
      selfConsumedShare: bill.selfConsumedShare,
      typicalDays: {
        summer: averageDay(load, production, SUMMER),
        winter: averageDay(load, production, WINTER),
      },
    },
  };
}
