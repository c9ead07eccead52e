import type { Adder } from '../catalogue/adder.schema';
import {
  type Kw,
  type Usd,
  type UsdPerWatt,
  perWattToUsd,
  usd,
  usdPerWatt,
  usdToPerWatt,
} from '../units';
import type { LoanPaymentStream } from '../loan/first-payments-total';
import { isMonthBasedAdder, monthBasedAdderDollars } from './month-based-adder';
import { pointsAdderDollars } from './points-adder';
import { isTreeAdder, treeAdderDollars } from './tree-adder';

export interface AdderPricingContext {
  systemSize: Kw;
  isRedLine: boolean;
  /** Site settings' red-line price per tree. */
  treeAdderAmount: Usd;
  /** The loan payments the month-based adders cover (none for cash). */
  loan: LoanPaymentStream;
  points: number;
}

/** One adder in dollars with the rule that priced it. */
export interface PricedAdder {
  name: string;
  dollars: Usd;
  isMonthBased: boolean;
}

export interface AdderTotals {
  items: PricedAdder[];
  /** Σ dollars of all adders incl. points and month-based ones. */
  dollars: Usd;
  /** Σ dollars of the month-based (First Year / Free Months) adders. */
  monthBasedDollars: Usd;
  /** Σ dollars of all adders spread over the system: dollars / (1000 × kW). */
  perWatt: UsdPerWatt;
  /** Month-based part per watt, for the rep-make formula. */
  monthBasedPerWatt: UsdPerWatt;
}

/**
 * Dollars of one adder:
 * - tree adder: numTrees × ($500, or treeAdderAmount on red line)
 * - month-based: the first `months` loan payments
 * - EPC adder: epcAdder ($/W) × 1000 × kW
 * - otherwise: `adder` dollars
 */
export function adderDollars(adder: Adder, ctx: AdderPricingContext): Usd {
  if (isTreeAdder(adder))
    return treeAdderDollars(adder.numTrees, ctx.isRedLine, ctx.treeAdderAmount);
  if (isMonthBasedAdder(adder)) return monthBasedAdderDollars(adder.months, ctx.loan);
  if (adder.isEpcAdder) return perWattToUsd(usdPerWatt(adder.epcAdder), ctx.systemSize);
  return usd(adder.adder);
}

/** All adders priced, plus the points adder ($290 × points), summed in dollars and $/W. */
export function adderTotals(adders: readonly Adder[], ctx: AdderPricingContext): AdderTotals {
  const items: PricedAdder[] = adders.map((adder) => ({
    name: adder.name,
    dollars: adderDollars(adder, ctx),
    isMonthBased: isMonthBasedAdder(adder) && !isTreeAdder(adder),
  }));
  const points = pointsAdderDollars(ctx.points);
  if (points > 0) items.push({ name: 'Points', dollars: points, isMonthBased: false });
  let dollars = 0;
  let monthBased = 0;
  for (const item of items) {
    dollars += item.dollars;
    if (item.isMonthBased) monthBased += item.dollars;
  }
  return {
    items,
    dollars: usd(dollars),
    monthBasedDollars: usd(monthBased),
    perWatt: usdToPerWatt(usd(dollars), ctx.systemSize),
    monthBasedPerWatt: usdToPerWatt(usd(monthBased), ctx.systemSize),
  };
}
