import { describe, expect, it } from 'vitest';
import type { BaseTemplate } from '../brand/base-templates';
import { adder } from '../testing/calculation-fixtures';
import { applyRedLineAdders, redLineAdderConditions } from './red-line-adders';

const site = ['Small System', 'Steep Pitch', 'Multiple Array', 'Solcius'].map((name, i) =>
  adder({ name, adder: 100 * (i + 1) }),
);
const arrays = (...specs: [panels: number, tilt: number][]) =>
  specs.map(([panels, tilt]) => ({ panels, tilt }));
const ctx = (a: { panels: number; tilt: number }[], template: BaseTemplate | null = 'Solex') => ({
  arrays: a,
  steepPtichAmount: 35,
  installerBaseTemplate: template,
});

describe('automatic red-line adders', () => {
  it.each([
    // Small System: Σ panels < 15
    { name: '14 panels is small', a: arrays([14, 20]), t: 'Solex', on: ['Small System'] },
    { name: '15 panels is not small', a: arrays([15, 20]), t: 'Solex', on: [] },
    // Steep Pitch: an array with panels has tilt > 35
    {
      name: 'steep array with panels',
      a: arrays([10, 40], [10, 20]),
      t: 'Solex',
      on: ['Steep Pitch'],
    },
    { name: 'tilt exactly 35 is not steep', a: arrays([20, 35]), t: 'Solex', on: [] },
    { name: 'steep array without panels', a: arrays([0, 50], [20, 20]), t: 'Solex', on: [] },
    // Multiple Array: > 2 arrays with panels, installer {product}, CEE or Solcius
    {
      name: '3 arrays on Solex',
      a: arrays([6, 20], [6, 20], [6, 20]),
      t: 'Solex',
      on: ['Multiple Array'],
    },
    {
      name: '3 arrays on CEE',
      a: arrays([6, 20], [6, 20], [6, 20]),
      t: 'CEE',
      on: ['Multiple Array'],
    },
    { name: '3 arrays on Titan', a: arrays([6, 20], [6, 20], [6, 20]), t: 'Titan', on: [] },
    { name: '2 arrays + an empty one', a: arrays([9, 20], [9, 20], [0, 20]), t: 'Solex', on: [] },
    // Solcius: only for the Solcius installer (and it has 3 arrays here, so Multiple Array too)
    {
      name: 'Solcius',
      a: arrays([6, 20], [6, 20], [6, 20]),
      t: 'Solcius',
      on: ['Multiple Array', 'Solcius'],
    },
  ] as const)('$name', ({ a, t, on }) => {
    const conditions = redLineAdderConditions(ctx([...a], t));
    const applied = Object.entries(conditions)
      .filter(([, isOn]) => isOn)
      .map(([name]) => name);
    expect(applied).toEqual(on);
  });

  it('adds with site amounts and removes those that no longer apply', () => {
    const stale = adder({ name: 'Steep Pitch', adder: 999 });
    const keep = adder({ name: 'Critter Guard', adder: 50 });
    const result = applyRedLineAdders([stale, keep], site, ctx(arrays([10, 20])));
    expect(result.map((a) => [a.name, a.adder])).toEqual([
      ['Critter Guard', 50],
      ['Small System', 100],
    ]);
  });

  it('cannot add an adder missing from the site settings', () => {
    expect(applyRedLineAdders([], [], ctx(arrays([10, 20])))).toEqual([]);
  });
});
