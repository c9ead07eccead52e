import { describe, expect, it } from 'vitest';
import { entry, incentive } from '../testing/calculation-fixtures';
import { isIncentiveOffered } from './incentive-eligibility';
import { addIncentive, orderIncentives } from './incentive-order';

describe('eligibility by scope and state', () => {
  it.each([
    { scope: 'Federal', states: [], customer: 'SC', offered: true },
    { scope: 'Federal', states: [], customer: null, offered: true },
    { scope: 'Local', states: ['NC'], customer: 'NC', offered: true },
    { scope: 'Local', states: ['NC'], customer: 'SC', offered: false },
    { scope: 'Local', states: [], customer: 'NC', offered: false }, // an empty Local list serves no state
    { scope: 'Local', states: ['NC'], customer: null, offered: false },
    { scope: 'Custom', states: [], customer: 'TX', offered: true },
  ] as const)('$scope $states for $customer → $offered', ({ scope, states, customer, offered }) => {
    expect(isIncentiveOffered(incentive({ scope, statesServiced: [...states] }), customer)).toBe(
      offered,
    );
  });
});

describe('ordering: Federal first, others last', () => {
  const local = entry(incentive({ id: 'a', scope: 'Local' }));
  const federal1 = entry(incentive({ id: 'b', scope: 'Federal' }));
  const custom = entry(incentive({ id: 'c', scope: 'Custom' }));
  const federal2 = entry(incentive({ id: 'd', scope: 'Federal' }));

  it('keeps each group in order', () => {
    expect(orderIncentives([local, federal1, custom, federal2]).map((e) => e.incentive.id)).toEqual(
      ['b', 'd', 'a', 'c'],
    );
  });

  it('adds Federal at the front, others at the end, and refuses duplicates', () => {
    expect(addIncentive([local], federal1)!.map((e) => e.incentive.id)).toEqual(['b', 'a']);
    expect(addIncentive([federal1], custom)!.map((e) => e.incentive.id)).toEqual(['b', 'c']);
    expect(addIncentive([local], local)).toBeNull();
  });
});
