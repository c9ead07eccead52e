import { describe, expect, it } from 'vitest';
import { siteSettings } from '../testing/proposal-fixtures';
import {
  ADD_ADDER_DEFAULTS,
  AddAdderSchema,
  adderFromValues,
  refuseNewAdder,
  type AddAdderValues,
} from './adder-rules';

const values = (overrides: Partial<AddAdderValues>): AddAdderValues => ({
  ...ADD_ADDER_DEFAULTS,
  ...overrides,
});
const errorsOf = (v: AddAdderValues) => {
  const parsed = AddAdderSchema.safeParse(v);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('custom adder rules (spec 3 §5)', () => {
  it.each([
    [
      'a custom adder needs a name and an amount',
      values({ kind: 'Custom', name: '', amount: null }),
      ['name: Required', 'amount: Enter an amount above 0.'],
    ],
    [
      "'Today Only Incentive' is not a custom adder name",
      values({ kind: 'Custom', name: 'today only incentive', amount: 100 }),
      ["name: 'Today Only Incentive' cannot be used as a custom adder name."],
    ],
    [
      'a re-roof needs an amount',
      values({ kind: 'ReRoof', amount: null }),
      ['amount: Enter an amount above 0.'],
    ],
    [
      'free months run 1 to 60',
      values({ kind: 'Free Months Incentive', months: 61 }),
      ['months: Enter 1 to 60 months.'],
    ],
    [
      'a tree adder needs trees',
      values({ kind: 'Tree Adder', numTrees: 0 }),
      ['numTrees: Enter at least 1 tree.'],
    ],
    ['a valid custom adder', values({ kind: 'Custom', name: 'Trenching', amount: 800 }), []],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('builds each kind of adder', () => {
    const site = siteSettings.adders;
    expect(adderFromValues(values({ kind: 'Tree Adder', numTrees: 3 }), site)).toMatchObject({
      name: 'Tree Adder',
      numTrees: 3,
    });
    expect(
      adderFromValues(values({ kind: 'First Year Incentive', months: 12 }), site),
    ).toMatchObject({ months: 12 });
    expect(
      adderFromValues(
        values({ kind: 'Custom', name: 'Ramp', amount: 0.1, isEpcAdder: true }),
        site,
      ),
    ).toMatchObject({
      isEpcAdder: true,
      epcAdder: 0.1,
      adder: 0,
    });
    expect(adderFromValues(values({ kind: 'Monitoring' }), site)).toMatchObject({
      name: 'Monitoring',
      adder: 500,
      isLocked: false,
    });
  });

  it("refuses a second tree adder ('Tree Adder Already Exists') and a second month-based one", () => {
    const site = siteSettings.adders;
    const tree = adderFromValues(values({ kind: 'Tree Adder', numTrees: 1 }), site);
    const months = adderFromValues(values({ kind: 'Free Months Incentive', months: 6 }), site);
    const firstYear = adderFromValues(values({ kind: 'First Year Incentive', months: 12 }), site);
    expect(refuseNewAdder([tree], { ...tree, numTrees: 4 })).toBe('Tree Adder Already Exists');
    expect(refuseNewAdder([months], firstYear)).toBe('Free Months Incentive already exists');
    expect(refuseNewAdder([tree], months)).toBeNull();
  });
});
