import type { AnyPaymentPlan } from '../catalogue/power-company.schema';
import { hourCalendar, HOURS_PER_YEAR } from './hour-calendar';
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

/** kWh by hour of day averaged over the days of `months`. */
function averageDay(load: Float64Array, production: Float64Array, months: number[]): DayProfile {
  const cal = hourCalendar(0);
  const day: DayProfile = {
    production: new Array<number>(24).fill(0),
    load: new Array<number>(24).fill(0),
    importKwh: new Array<number>(24).fill(0),
    exportKwh: new Array<number>(24).fill(0),
  };
  let days = 0;
  for (let h = 0; h < HOURS_PER_YEAR; h++) {
    if (!months.includes(cal.month[h]!)) continue;
    const hh = cal.hour[h]!;
    if (hh === 0) days += 1;
    const net = load[h]! - production[h]!;
    day.production[hh]! += production[h]!;
    day.load[hh]! += load[h]!;
    day.importKwh[hh]! += net > 0 ? net : 0;
    day.exportKwh[hh]! += net < 0 ? -net : 0;
  }
  const mean = (xs: number[]) => xs.map((x) => x / days);
  return {
    production: mean(day.production),
    load: mean(day.load),
    importKwh: mean(day.importKwh),
    exportKwh: mean(day.exportKwh),
  };
}

const sum = (xs: Float64Array) => xs.reduce((a, b) => a + b, 0);

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
