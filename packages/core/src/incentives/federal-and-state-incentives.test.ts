import { describe, expect, it } from 'vitest';
import { entry, incentive } from '../testing/calculation-fixtures';
import {
  clampFederalIncentive,
  FEDERAL_TAX_CREDIT,
  withFederalIncentive,
} from './federal-tax-credit';
import {
  clampSouthCarolinaIncentive,
  defaultIncentives,
  SOUTH_CAROLINA_INCENTIVE,
} from './south-carolina-incentive';

describe('Federal Tax Credit', () => {
  it('defaults to 26 % of total cost with no max', () => {
    expect(FEDERAL_TAX_CREDIT).toMatchObject({
      type: '% of Total Cost',
      value: 26,
      hasNoMax: true,
      scope: 'Federal',
    });
  });

  it.each([
    [30, 26],
    [26, 26],
    [22, 22],
    [-1, 0],
  ])('a Federal percentage of %s is clamped to %s', (value, expected) => {
    expect(
      clampFederalIncentive(incentive({ scope: 'Federal', type: '% of Total Cost', value })).value,
    ).toBe(expected);
  });

  it('leaves other incentives alone', () => {
    expect(
      clampFederalIncentive(incentive({ scope: 'Local', type: '% of Total Cost', value: 30 }))
        .value,
    ).toBe(30);
  });

  it('is added in front when no Federal incentive exists', () => {
    const local = entry(incentive());
    expect(withFederalIncentive([local]).map((e) => e.incentive.id)).toEqual([
      'federal-tax-credit',
      'i1',
    ]);
    const federal = entry(incentive({ id: 'f', scope: 'Federal' }));
    expect(withFederalIncentive([federal])).toHaveLength(1);
  });
});

describe('South Carolina incentive: 0 to 3500, and so is its max', () => {
  it.each([
    { value: 25, max: 3500, hasNoMax: false, out: { value: 25, max: 3500 } },
    { value: 25, max: 5000, hasNoMax: false, out: { value: 25, max: 3500 } },
    { value: 4000, max: 1000, hasNoMax: false, out: { value: 3500, max: 1000 } },
    { value: 25, max: 0, hasNoMax: true, out: { value: 25, max: 3500 } },
  ])('value $value max $max → $out', ({ value, max, hasNoMax, out }) => {
    const sc = { ...SOUTH_CAROLINA_INCENTIVE, value, max, hasNoMax };
    expect(clampSouthCarolinaIncentive(sc)).toMatchObject({ ...out, hasNoMax: false });
  });

  it('belongs to the South Carolina incentive alone, not to every incentive serving SC', () => {
    // Issue 9: an NC customer's $5,000 rebate serving NC and SC was cut to $3,500.
    const shared = incentive({
      name: 'Carolinas Utility Rebate',
      scope: 'Local',
      statesServiced: ['NC', 'SC'],
      type: 'Fixed Amount',
      value: 5000,
      max: 9000,
      hasNoMax: false,
    });
    expect(clampSouthCarolinaIncentive(shared)).toMatchObject({ value: 5000, max: 9000 });
    const marked = { ...shared, kind: 'southCarolina' as const };
    expect(clampSouthCarolinaIncentive(marked)).toMatchObject({ value: 3500, max: 3500 });
  });

  it('is a default for SC customers, with the Federal credit', () => {
    expect(defaultIncentives('SC', FEDERAL_TAX_CREDIT).map((e) => e.incentive.name)).toEqual([
      'Federal Tax Credit',
      'South Carolina Solar Incentive',
    ]);
    expect(defaultIncentives('NC', FEDERAL_TAX_CREDIT)).toHaveLength(1);
  });
});
