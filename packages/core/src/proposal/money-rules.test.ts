import { describe, expect, it } from 'vitest';
import {
  adder,
  annualUsage,
  cashOption,
  entry,
  financeOption,
  group,
  incentive,
  plan,
  scenario,
  tiers,
} from '../testing/calculation-fixtures';
import { computeProposal } from './compute-proposal';

/**
 * Issue 9, "the rules a careful reader expects": each rule worked by hand on the running example
 * (8 kW = 20 × 400 W, 12 000 kWh, Sunlight 25 yr 3.99 % with maxEpc 5.5). docs/calculations.md
 * carries the same examples.
 */
const codes = (s: Parameters<typeof scenario>[0]) =>
  computeProposal(scenario(s)).messages.map((m) => m.code);

describe('one pricing step: base EPC + adders per watt → final EPC', () => {
  it('adds the adders to the base EPC; a proposal EPC without the manual flag is not read', () => {
    // base 3.0 + 800 / 8000 = 3.1 → $24 800, whatever proposalEpc says
    const f = computeProposal(
      scenario({ baseEpc: 3, proposalEpc: 2.6, customAdders: [adder({ adder: 800 })] }),
    );
    expect(f.proposalEpc).toBeCloseTo(3.1, 12);
    expect(f.totalSystemCost).toBe(24_800);
    const manual = computeProposal(
      scenario({ baseEpc: 3, proposalEpc: 2.6, hasManualProposalEpc: true }),
    );
    expect(manual.totalSystemCost).toBe(20_800);
  });

  it("raises the price with points, so 10 points can break 'Number of Points Exceeds Epc Limit'", () => {
    // 5.2 + 10 × 290 / 8000 = 5.2 + 0.3625 = 5.5625 > 5.5
    const f = computeProposal(scenario({ baseEpc: 5.2, points: 10 }));
    expect(f.proposalEpc).toBeCloseTo(5.5625, 12);
    expect(f.messages.map((m) => m.code)).toEqual(
      expect.arrayContaining(['finalEpcOutOfBounds', 'pointsExceedEpcLimit']),
    );
  });
});

describe('the standard lower bound follows the spec: baseline + adders/W + 0.1, at least 3', () => {
  it('never calls the recommended 3.50 too low on a 30 % fee lender', () => {
    // max(3, 2.6 + 0 + 0.1) = 3: the fee is not divided out (was (2.6)/0.7 + 0.1 = 3.81)
    const f = computeProposal(scenario({ financeOption: financeOption({ fee: 30 }) }));
    expect(f.lowerBound).toBeCloseTo(3, 12);
    expect(f.isEpcTooLow).toBe(false);
  });
});

describe('no silent money', () => {
  it('refuses incentives larger than the cost', () => {
    // cash: $50 000 of incentives on a $28 000 system showed $110 042 of savings
    const big = entry(incentive({ value: 50_000 }));
    expect(codes({ financeOption: cashOption(), incentives: [big] })).toContain(
      'incentivesExceedCost',
    );
    const fits = entry(incentive({ value: 28_000 }));
    expect(codes({ financeOption: cashOption(), incentives: [fits] })).not.toContain(
      'incentivesExceedCost',
    );
  });

  it('refuses adders larger than the price (a negative base EPC)', () => {
    // target 3.50; adders 80 000 / 8000 = 10 $/W → base 3.5 − 10 = −6.5
    const f = computeProposal(scenario({ customAdders: [adder({ adder: 80_000 })] }));
    expect(f.baseEpc).toBeCloseTo(-6.5, 12);
    expect(f.messages.map((m) => m.code)).toContain('negativeBaseEpc');
    expect(f.canGenerate).toBe(false);
  });

  it('refuses an out-of-pocket amount above the total', () => {
    // $28 000 total; 28 000 down is fine, 28 001 is not
    expect(codes({ outOfPocketCost: 28_000 })).not.toContain('outOfPocketAboveTotal');
    expect(codes({ outOfPocketCost: 28_001 })).toContain('outOfPocketAboveTotal');
  });

  it('forms no red-line price with a fee above 50 % (issue 9: 99.99 % gave $239,999,999)', () => {
    // red line, base 3.0 $/W, no adders, cash-like 0 % loan without caps, 8 kW:
    // fee 50 → EPC 3.0 / (1 − 0.5) = 6.0 → 6.0 × 8000 = $48 000, a price
    const redLine = (fee: number) =>
      computeProposal(
        scenario({
          isRedLine: true,
          baseEpc: 3,
          financeOption: financeOption({ fee, maxEpc: 0, maxLoanAmount: 0 }),
        }),
      );
    const fifty = redLine(50);
    expect(fifty.proposalEpc).toBeCloseTo(6, 9);
    expect(fifty.totalSystemCost).toBe(48_000);
    expect(fifty.messages.map((m) => m.code)).not.toContain('financeFeeTooHigh');
    // fee 99.99 → 3.0 / 0.0001 = 30 000 $/W: refused with a sentence, Generate blocked
    const runaway = redLine(99.99);
    const finding = runaway.messages.find((m) => m.code === 'financeFeeTooHigh');
    expect(finding?.text).toMatch(
      /^A price cannot be formed: the finance option's fee is above 50 %/,
    );
    expect(finding?.blocksGenerate).toBe(true);
    expect(runaway.canGenerate).toBe(false);
    expect(redLine(50.01).messages.map((m) => m.code)).toContain('financeFeeTooHigh');
    // a standard proposal's price has no fee term, so the fee alone does not refuse it
    expect(
      computeProposal(scenario({ financeOption: financeOption({ fee: 99.99 }) })).messages.map(
        (m) => m.code,
      ),
    ).not.toContain('financeFeeTooHigh');
  });

  it('forms no price when free months cost as much as the system they pay for', () => {
    // red line, 5-year loan at 2.99 %, 25 % fee, no maxEpc, 60 free months: the free months are
    // the whole loan, so A = payments(total(A)) has no finite solution (was $962 374 287).
    const f = computeProposal(
      scenario({
        isRedLine: true,
        baseEpc: 2.8,
        financeOption: financeOption({
          name: 'GoodLeap 5yr',
          apr: 2.99,
          lengthInYears: 5,
          fee: 25,
          maxEpc: 0,
        }),
        customAdders: [adder({ name: 'Free Months Incentive', months: 60 })],
      }),
    );
    expect(f.messages.map((m) => m.code)).toContain('priceCannotBeFormed');
    expect(f.canGenerate).toBe(false);
    expect(Number.isFinite(f.totalSystemCost)).toBe(true);
    // 12 free months on the 25-year loan settle: no message
    expect(
      codes({ customAdders: [adder({ name: 'Free Months Incentive', months: 12 })] }),
    ).not.toContain('priceCannotBeFormed');
  });

  it('says so when no usage reaches the entered bill', () => {
    // a plan with a $10 fee and energy at $0/kWh can never bill $130
    const flat = plan([group({ tiers: tiers([999_999_999, 0]) })]);
    const usage = {
      ...annualUsage(12_000),
      usageEntry: 'avgMonthlyBill' as const,
      averageMonthlyBill: 130,
    };
    expect(codes({ preSolarPlan: flat, preSolarPowerUsage: usage })).toContain('billNotReachable');
    expect(codes({ preSolarPowerUsage: usage })).not.toContain('billNotReachable');
  });
});

describe('one initial-period count, keyed on the lender field', () => {
  it('counts 17 initial payments in the builder and in the 30-year figure; Enium 12; Millenium is not Enium', () => {
    const standard = computeProposal(scenario());
    expect(standard.initialPeriodPaymentCount).toBe(17);
    const millenium = computeProposal(
      scenario({ financeOption: financeOption({ name: 'Millenium 25yr' }) }),
    );
    expect(millenium.initialPeriodPaymentCount).toBe(17);
    const enium = computeProposal(
      scenario({ financeOption: financeOption({ name: 'Enium 25yr', lender: 'enium' }) }),
    );
    expect(enium.initialPeriodPaymentCount).toBe(12);
    // The projection pays X₀ exactly that many times: year 2 holds 5 X₀ and 7 X₁ (standard).
    const x0 = standard.initialPeriodPayment;
    const x1 = standard.loanMonthlyPayment;
    expect(standard.projection[1]!.loanPayments).toBeCloseTo(5 * x0 + 7 * x1, 6);
  });
});
