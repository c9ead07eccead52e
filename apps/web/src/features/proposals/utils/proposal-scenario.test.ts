import { computeProposal } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { details, proposalContext } from '../testing/proposal-fixtures';
import { valuesFromDetails } from './proposal-form-values';
import { computeFigures, scenarioOf } from './proposal-scenario';
import { toCreateRequest } from './proposal-request';

const ctx = proposalContext();
const start = () => structuredClone(valuesFromDetails(details, ctx));

describe('live figures (computeProposal in the browser)', () => {
  it('a new proposal starts at the recommended EPC: 8 kW at 3.50 $/W is $28,000', () => {
    const values = start();
    const figures = computeFigures(values, ctx);
    expect(values.baseEpc).toBe(3.5);
    expect(figures.systemSize).toBe(8);
    expect(figures.proposalEpc).toBeCloseTo(3.5, 9);
    expect(figures.totalSystemCost).toBe(28_000);
    expect(figures.solarOffset).toBeCloseTo(100, 9);
    expect(figures.canGenerate).toBe(true);
  });

  it('fewer panels shrink size, production and cost at once', () => {
    const values = start();
    values.details.panelArrays[0]!.panels = 18;
    const figures = computeFigures(values, ctx);
    expect(figures.systemSize).toBeCloseTo(7.2, 9);
    expect(figures.totalAnnualProduction).toBe(10_800);
    expect(figures.totalSystemCost).toBe(25_200);
  });

  it('points and adders raise the final EPC above the base: final = base + adders per watt', () => {
    const values = { ...start(), points: 2 };
    values.customAdders = [
      {
        name: 'Tree Adder',
        adder: 0,
        isEpcAdder: false,
        epcAdder: 0,
        isLocked: false,
        numTrees: 2,
        months: 0,
        isRoofType: false,
      },
    ];
    const figures = computeFigures(values, ctx);
    // 2 × $290 + 2 trees × $500 = $1,580 over 8 kW = 0.1975 $/W
    expect(figures.adderDollars).toBe(1580);
    expect(figures.baseEpc).toBeCloseTo(3.5, 6);
    expect(figures.proposalEpc).toBeCloseTo(3.6975, 6);
    expect(figures.totalSystemCost).toBe(29_580);
  });

  it('a Free Months adder is solved with the payments it funds (fixed point)', () => {
    const values = start();
    values.customAdders = [
      {
        name: 'Free Months Incentive',
        adder: 0,
        isEpcAdder: false,
        epcAdder: 0,
        isLocked: false,
        numTrees: 0,
        months: 12,
        isRoofType: false,
      },
    ];
    const figures = computeFigures(values, ctx);
    expect(figures.proposalEpc - figures.addersPerWatt).toBeCloseTo(3.5, 6);
    expect(figures.adders[0]!.dollars).toBeGreaterThan(1000);
  });

  it('the figures are the ones the server will compute from the saved body', () => {
    const values = { ...start(), points: 3, annualEnergyRateEscalator: 3 };
    const figures = computeFigures(values, ctx);
    const body = toCreateRequest(ctx.customer.id, values, figures);
    const server = computeProposal(
      scenarioOf(
        { ...values, proposalEpc: body.proposalEpc ?? null, baseEpc: body.baseEpc ?? null },
        ctx,
      ),
    );
    expect(server.totalSystemCost).toBe(figures.totalSystemCost);
    expect(server.loanMonthlyPayment).toBeCloseTo(figures.loanMonthlyPayment, 9);
  });

  it("an emptied escalator reads 'Annual Energy Rate Escalator Required' and blocks Generate", () => {
    const figures = computeFigures({ ...start(), annualEnergyRateEscalator: null }, ctx);
    expect(figures.canGenerate).toBe(false);
    expect(figures.messages.map((m) => m.text)).toContain('Annual Energy Rate Escalator Required');
  });

  it('a customer with a positive baseline starts on red line with the base raised to the minimum', () => {
    const redCtx = proposalContext({ baseLine: 3.2, split: 0.35 });
    const values = valuesFromDetails(details, redCtx);
    const figures = computeFigures(values, redCtx);
    expect(values.isRedLine).toBe(true);
    expect(figures.baseEpc).toBeCloseTo(3.3, 9);
    // (3.3 + 0 adders) / (1 − 20 %)
    expect(figures.proposalEpc).toBeCloseTo(4.125, 9);
  });
});
