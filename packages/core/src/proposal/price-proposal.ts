import { type AdderTotals, adderTotals } from '../adders/adder-totals';
import { isMonthBasedAdder } from '../adders/month-based-adder';
import type { Adder } from '../catalogue/adder.schema';
import type { FinanceOption } from '../catalogue/finance-option.schema';
import type { IncentiveEntry } from '../catalogue/incentive.schema';
import { baseEpc as baseEpcOf, redLineBaseEpc, standardBaseEpc } from '../epc/base-epc';
import { redLineLowerBound } from '../epc/baseline';
import { effectiveMaxEpc } from '../epc/epc-bounds';
import { type EpcPricingLimits, priceEpc } from '../epc/epc-pricing';
import { proposalEpcFromBase } from '../epc/proposal-epc';
import { netSystemCost, totalSystemCost } from '../epc/total-system-cost';
import { type AppliedIncentives, applyIncentives } from '../incentives/apply-incentives';
import { isTodayOnly } from '../incentives/today-only-incentive';
import { type LoanPaymentStream, NO_LOAN_PAYMENTS } from '../loan/first-payments-total';
import { type LoanPayments, loanPayments } from '../loan/loan-payment';
import {
  isCashOption,
  type LoanSchedule,
  loanSchedule,
  TAX_CREDIT_PAYDOWN,
} from '../loan/loan-terms';
import { outOfPocketCost } from '../loan/out-of-pocket';
import {
  type Kw,
  type Kwh,
  type Percent,
  type Usd,
  type UsdPerWatt,
  usd,
  usdPerWatt,
} from '../units';

/** Most passes of the month-based adders' fixed point (each pass shrinks the gap ~10×). */
const MAX_PASSES = 100;
/** The payments have settled when a pass moves them by less than this, dollars. */
const SETTLED = 1e-9;

export interface PriceProposalInput {
  adders: readonly Adder[];
  points: number;
  systemSize: Kw;
  annualProduction: Kwh;
  financeOption: FinanceOption | null;
  isRedLine: boolean;
  /** EPC to price when the rep has set none (the details' epc or the site default). */
  epcTarget: UsdPerWatt;
  proposalEpc: UsdPerWatt | null;
  baseEpc: UsdPerWatt | null;
  hasManualProposalEpc: boolean;
  /** Red line with a known baseline: baseEpc is raised to baseline + 0.1. */
  redLineMinimumBaseline: UsdPerWatt | null;
  outOfPocketEntered: Usd;
  treeAdderAmount: Usd;
  incentives: readonly IncentiveEntry[];
  customerState: string | null;
}

export interface PricedProposal {
  adderTotals: AdderTotals;
  baseEpc: UsdPerWatt;
  proposalEpc: UsdPerWatt;
  minEpc: UsdPerWatt;
  maxEpc: UsdPerWatt;
  financeFee: Percent;
  totalSystemCost: Usd;
  outOfPocketCost: Usd;
  netSystemCost: Usd;
  incentives: AppliedIncentives;
  isCash: boolean;
  schedule: LoanSchedule | null;
  loan: LoanPayments;
  payments: LoanPaymentStream;
  /**
   * False when the month-based adders' payments did not settle within the bounded passes (the
   * free months cost about as much as the system they pay for): no price can be formed.
   */
  isPriceFormed: boolean;
}

const NO_LOAN: LoanPayments = {
  initialPeriodPayment: usd(0),
  loanMonthlyPayment: usd(0),
  balanceAfterInitialPeriod: usd(0),
};

function streamOf(loan: LoanPayments, schedule: LoanSchedule | null): LoanPaymentStream {
  if (!schedule) return NO_LOAN_PAYMENTS;
  return {
    initialPeriodPayment: loan.initialPeriodPayment,
    initialPeriodMonths: schedule.initialPayments,
    loanMonthlyPayment: loan.loanMonthlyPayment,
    termMonths: schedule.initialPayments + schedule.remainingTerm,
  };
}

/**
 * Proposal and base EPC, the one pricing step of spec 2 §9 "EPC rules" and spec 3 §4 (web and
 * server both come here through `computeProposal`):
 * - manual final EPC (`hasManualProposalEpc`, PB_CAN_REMOVE_EPC_CONSTRAINTS): priced as set;
 * - standard: proposalEpc = baseEpc + adders/W when the rep set a base EPC, else the EPC target
 *   priced into the finance option's caps; baseEpc = proposalEpc − adders/W;
 * - red line: baseEpc = the rep's base EPC (else derived from the target), raised to
 *   baseline + 0.1 when a baseline is known; proposalEpc = (baseEpc + adders/W) / (1 − fee/100).
 * A proposal EPC sent without the manual flag is never read: the server decides the price.
 */
function resolveEpc(
  input: PriceProposalInput,
  addersPerWatt: UsdPerWatt,
  fee: Percent,
  limits: EpcPricingLimits,
) {
  const manual = input.hasManualProposalEpc ? input.proposalEpc : null;
  if (manual !== null) {
    return { proposalEpc: manual, baseEpc: baseEpcOf(manual, addersPerWatt, fee, input.isRedLine) };
  }
  if (!input.isRedLine) {
    const proposalEpc =
      input.baseEpc !== null
        ? proposalEpcFromBase(input.baseEpc, addersPerWatt, fee, false)
        : priceEpc(input.epcTarget, limits);
    return { proposalEpc, baseEpc: standardBaseEpc(proposalEpc, addersPerWatt) };
  }
  let base = input.baseEpc ?? redLineBaseEpc(priceEpc(input.epcTarget, limits), addersPerWatt, fee);
  if (input.redLineMinimumBaseline !== null) {
    base = usdPerWatt(Math.max(base, redLineLowerBound(input.redLineMinimumBaseline)));
  }
  return { proposalEpc: proposalEpcFromBase(base, addersPerWatt, fee, true), baseEpc: base };
}

/**
 * Prices a proposal: adders → EPC → total cost → out-of-pocket → incentives → loan.
 * Today Only incentives are zeroed for a first loan pass and then valued from it. Month-based
 * adders depend on the payments they are priced into, so the whole chain is repeated from
 * zero payments until the payments stop changing (a monotone, converging sequence).
 */
export function priceProposal(input: PriceProposalInput): PricedProposal {
  const option = input.financeOption;
  const isCash = isCashOption(option);
  const schedule = option && !isCash ? loanSchedule(option) : null;
  const fee = (option?.fee ?? 0) as Percent;
  const hasMonthBased = input.adders.some(isMonthBasedAdder);
  const hasTodayOnly = input.incentives.some((e) => isTodayOnly(e.incentive));
  const maxEpc = option ? effectiveMaxEpc(option, input.adders, input.systemSize) : usdPerWatt(0);
  const limits: EpcPricingLimits = {
    maxEpc,
    minEpc: usdPerWatt(option?.minEpc ?? 0),
    maxLoanAmount: usd(isCash ? 0 : (option?.maxLoanAmount ?? 0)),
    outOfPocket: outOfPocketCost(input.outOfPocketEntered, usd(Infinity), false),
    systemSize: input.systemSize,
  };
  let payments = NO_LOAN_PAYMENTS;
  let result: PricedProposal | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const totals = adderTotals(input.adders, {
      systemSize: input.systemSize,
      isRedLine: input.isRedLine,
      treeAdderAmount: input.treeAdderAmount,
      loan: payments,
      points: input.points,
    });
    const { proposalEpc, baseEpc } = resolveEpc(input, totals.perWatt, fee, limits);
    const total = totalSystemCost(proposalEpc, input.systemSize);
    const oop = outOfPocketCost(input.outOfPocketEntered, total, isCash);
    const net = netSystemCost(total, oop);
    const base = {
      entries: input.incentives,
      customerState: input.customerState,
      isRedLine: input.isRedLine,
      isCash,
      totalSystemCost: total,
      systemSize: input.systemSize,
      annualProduction: input.annualProduction,
    };
    const taxCredit = usd(TAX_CREDIT_PAYDOWN * total);
    let incentives = applyIncentives({
      ...base,
      paymentsWithoutTodayOnly: schedule ? null : NO_LOAN_PAYMENTS,
    });
    let loan = schedule ? loanPayments(net, taxCredit, incentives.total, schedule) : NO_LOAN;
    if (schedule && hasTodayOnly && !input.isRedLine) {
      incentives = applyIncentives({ ...base, paymentsWithoutTodayOnly: streamOf(loan, schedule) });
      loan = loanPayments(net, taxCredit, incentives.total, schedule);
    }
    const next = streamOf(loan, schedule);
    result = {
      adderTotals: totals,
      baseEpc,
      proposalEpc,
      minEpc: limits.minEpc,
      maxEpc,
      financeFee: fee,
      totalSystemCost: total,
      outOfPocketCost: oop,
      netSystemCost: net,
      incentives,
      isCash,
      schedule,
      loan,
      payments: next,
      isPriceFormed: true,
    };
    const change =
      Math.abs(next.initialPeriodPayment - payments.initialPeriodPayment) +
      Math.abs(next.loanMonthlyPayment - payments.loanMonthlyPayment);
    if (!hasMonthBased || change < SETTLED) return result;
    if (!Number.isFinite(change)) break;
    payments = next;
  }
  // Not settled within the bounded passes (or overflowed): the free months' cost grows with the
  // price it is part of faster than the price can absorb it.
  return { ...result!, isPriceFormed: false };
}
