import { DAYS_IN_MONTH, hourCalendar } from './hour-calendar';
import type { EnergyTier, HourlyTariff, MeteringRule, SellRateTables } from './hourly-tariff';

export interface HourlyBillInput {
  tariff: HourlyTariff;
  metering: MeteringRule;
  /** Export $/kWh by month and hour (net billing, buy-all/sell-all); default: the periods' `sell`. */
  sellRates?: SellRateTables;
  /** $/kWh paid for the kWh credits left at the net-metering true-up (December); default 0. */
  yearEndSellRate?: number;
  /** 8760 hourly household consumption, kWh. */
  load: ArrayLike<number>;
  /** 8760 hourly solar production, kWh. */
  production: ArrayLike<number>;
}

export interface MonthlyHourlyBill {
  withoutSolar: number;
  withSolar: number;
  importKwh: number;
  exportKwh: number;
  /** $ the exports were worth to this month's bill (credits earned, or kWh netted, plus a true-up). */
  exportCredit: number;
}

export interface HourlyBillResult {
  annual: { withoutSolar: number; withSolar: number; importKwh: number; exportKwh: number };
  monthly: MonthlyHourlyBill[];
  /** Share (0–1) of production used at home in the hour it was made; 0 without production. */
  selfConsumedShare: number;
}

/** Weekday hours whose periods map a month's kWh surplus onto the next month's (SAM). */
const ROLLOVER_HOURS = [0, 5, 11, 17] as const;

function tierBound(tier: EnergyTier, month: number): number {
  if (tier.maxKwh === null) return Infinity;
  return tier.daily ? tier.maxKwh * DAYS_IN_MONTH[month]! : tier.maxKwh;
}

/**
 * Energy charge of a month whose billed kWh per period are `kwh`, tiers applied to the month's total
 * and shared among the periods in proportion to their kWh (SAM utilityrate5 `ur_calc`).
 */
function proportionalCharge(periods: EnergyTier[][], kwh: Float64Array, month: number): number {
  let total = 0;
  for (let p = 0; p < kwh.length; p++) total += kwh[p]!;
  if (total <= 0) return 0;
  let charge = 0;
  for (let p = 0; p < kwh.length; p++) {
    const e = kwh[p]!;
    if (e <= 0) continue;
    const tiers = periods[p]!;
    let lower = 0;
    for (let t = 0; t < tiers.length && lower < total; t++) {
      const upper = t === tiers.length - 1 ? Infinity : tierBound(tiers[t]!, month);
      const inTier = Math.min(total, upper) - lower;
      if (inTier > 0) charge += (e / total) * inTier * tiers[t]!.rate;
      lower = upper;
    }
  }
  return charge;
}

/**
 * Charge for `kwh` bought in one hour of `period` when `before` kWh were already bought this
 * month (any period): the month's running total picks the tier (SAM `ur_calc_timestep`).
 */
function runningCharge(tiers: EnergyTier[], kwh: number, before: number, month: number): number {
  let charge = 0;
  let lower = 0;
  let from = before;
  const to = before + kwh;
  for (let t = 0; t < tiers.length && from < to; t++) {
    const upper = t === tiers.length - 1 ? Infinity : Math.max(lower, tierBound(tiers[t]!, month));
    if (from < upper) {
      const e = Math.min(to, upper) - from;
      charge += e * tiers[t]!.rate;
      from += e;
    }
    lower = upper;
  }
  return charge;
}

function applyMinimums(bills: number[], tariff: HourlyTariff): void {
  for (let m = 0; m < 12; m++) bills[m] = Math.max(bills[m]!, tariff.minMonthlyCharge);
  const annual = bills.reduce((a, b) => a + b, 0);
  if (annual < tariff.minAnnualCharge) bills[11] = bills[11]! + tariff.minAnnualCharge - annual;
}

/**
 * One year's electricity bills from hourly load and production under an hourly tariff and an
 * export rule. Monthly bills = energy charge − export credits + fixed charge, raised to the
 * minimum bill; see docs/calculations.md ("Hourly bills") for each rule.
 */
export function computeHourlyBill(input: HourlyBillInput): HourlyBillResult {
  const { tariff, metering, load, production } = input;
  const cal = hourCalendar(tariff.firstDayOfWeek);
  const nPeriods = tariff.periods.length;
  const periodOf = (h: number) =>
    (cal.weekend[h] ? tariff.weekendSchedule : tariff.weekdaySchedule)[cal.month[h]!]![
      cal.hour[h]!
    ]!;
  const sellOf = (h: number, period: number) =>
    input.sellRates
      ? (cal.weekend[h] ? input.sellRates.weekend : input.sellRates.weekday)[cal.month[h]!]![
          cal.hour[h]!
        ]!
      : tariff.periods[period]![0]!.sell;
  // SAM bills net billing and buy-all/sell-all hour by hour (running tiers), net metering by month.
  const hourly = metering !== 'net-metering';

  const loadByPeriod = new Float64Array(nPeriods);
  const importByPeriod = new Float64Array(nPeriods);
  const exportByPeriod = new Float64Array(nPeriods);
  const withoutEnergy: number[] = [];
  /** $ owed for energy after credits (≥ 0), and $ paid out on top (sell-all sales, true-up). */
  const owedEnergy: number[] = [];
  const paidOut: number[] = [];
  const importKwh: number[] = [];
  const exportKwh: number[] = [];
  const exportCredit: number[] = [];
  let selfConsumed = 0;
  let produced = 0;
  const kwhCarryByPeriod = new Float64Array(nPeriods);
  let dollarCarry = 0;
  let cumulativeSurplus = 0;

  let h = 0;
  for (let m = 0; m < 12; m++) {
    loadByPeriod.fill(0);
    importByPeriod.fill(0);
    exportByPeriod.fill(0);
    let loadRun = 0;
    let importRun = 0;
    let loadCharge = 0;
    let importCharge = 0;
    let credit = 0;
    let imp = 0;
    let exp = 0;
    const end = h + DAYS_IN_MONTH[m]! * 24;
    for (; h < end; h++) {
      const l = load[h]!;
      const p = production[h]!;
      const period = periodOf(h);
      produced += p;
      selfConsumed += Math.min(l, p);
      const i = l > p ? l - p : 0;
      const x = p > l ? p - l : 0;
      imp += i;
      exp += x;
      loadByPeriod[period] = loadByPeriod[period]! + l;
      importByPeriod[period] = importByPeriod[period]! + i;
      exportByPeriod[period] = exportByPeriod[period]! + x;
      if (hourly) {
        const tiers = tariff.periods[period]!;
        loadCharge += runningCharge(tiers, l, loadRun, m);
        loadRun += l;
        if (i > 0) importCharge += runningCharge(tiers, i, importRun, m);
        importRun += i;
        if (metering === 'net-billing') {
          if (x > 0) credit += x * sellOf(h, period);
        } else if (p > 0) credit += p * sellOf(h, period);
      }
    }
    if (!hourly) loadCharge = proportionalCharge(tariff.periods, loadByPeriod, m);
    importKwh.push(imp);
    exportKwh.push(exp);
    withoutEnergy.push(loadCharge);
    if (metering === 'buy-all-sell-all') {
      owedEnergy.push(loadCharge);
      paidOut.push(credit);
      exportCredit.push(credit);
    } else if (metering === 'net-billing') {
      // Credits earned in a month are applied from the next month's bill on (SAM option 3); the
      // credits left after December (December's own included) are paid at the true-up, after
      // December's minimum.
      const owed = importCharge - dollarCarry;
      dollarCarry = (owed < 0 ? -owed : 0) + credit;
      owedEnergy.push(Math.max(0, owed));
      paidOut.push(m === 11 ? dollarCarry : 0);
      exportCredit.push(credit);
    } else {
      // Net metering (SAM utilityrate5 option 0): each period nets its own kWh; a period's surplus
      // rolls into next month's period at the same time of day (weekday 00, 05, 11, 17 h).
      const net = new Float64Array(nPeriods);
      for (let p = 0; p < nPeriods; p++) net[p] = importByPeriod[p]! - exportByPeriod[p]!;
      if (m > 0) {
        for (let q = 0; q < nPeriods; q++) {
          const s = kwhCarryByPeriod[q]!;
          if (s <= 0) continue;
          const k = ROLLOVER_HOURS.findIndex((hh) => tariff.weekdaySchedule[m - 1]![hh] === q);
          if (k < 0) continue; // SAM drops a surplus whose period is not at those hours
          const target = tariff.weekdaySchedule[m]![ROLLOVER_HOURS[k]!]!;
          net[target] = net[target]! - s;
        }
      }
      const billed = new Float64Array(nPeriods);
      for (let p = 0; p < nPeriods; p++) {
        billed[p] = Math.max(0, net[p]!);
        kwhCarryByPeriod[p] = Math.max(0, -net[p]!);
      }
      const charged = proportionalCharge(tariff.periods, billed, m);
      // The true-up pays the kWh surplus of the months' totals (all periods) carried to December.
      cumulativeSurplus = Math.max(0, cumulativeSurplus + exp - imp);
      const trueUp = m === 11 ? cumulativeSurplus * (input.yearEndSellRate ?? 0) : 0;
      owedEnergy.push(charged);
      paidOut.push(trueUp);
      exportCredit.push(proportionalCharge(tariff.periods, importByPeriod, m) - charged + trueUp);
    }
  }

  const fixed = tariff.fixedMonthlyCharge;
  const withoutSolar = withoutEnergy.map((e) => e + fixed);
  applyMinimums(withoutSolar, tariff);
  // Minimum bills floor what is owed; sell-all sales and a true-up are paid on top of the floor.
  const owed = owedEnergy.map((e) => e + fixed);
  applyMinimums(owed, tariff);
  const withSolar = owed.map((o, m) => o - paidOut[m]!);

  const monthly: MonthlyHourlyBill[] = withSolar.map((w, m) => ({
    withoutSolar: withoutSolar[m]!,
    withSolar: w,
    importKwh: importKwh[m]!,
    exportKwh: exportKwh[m]!,
    exportCredit: exportCredit[m]!,
  }));
  const sum = (k: keyof MonthlyHourlyBill) => monthly.reduce((a, b) => a + b[k], 0);
  return {
    annual: {
      withoutSolar: sum('withoutSolar'),
      withSolar: sum('withSolar'),
      importKwh: sum('importKwh'),
      exportKwh: sum('exportKwh'),
    },
    monthly,
    selfConsumedShare: produced > 0 ? selfConsumed / produced : 0,
  };
}
