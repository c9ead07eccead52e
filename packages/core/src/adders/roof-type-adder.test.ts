import { describe, expect, it } from 'vitest';
import { adder } from '../testing/calculation-fixtures';
import { roofTypeAdder } from './roof-type-adder';

const roofTypes = [
  adder({ name: 'Comp Shingle', adder: 0, isRoofType: true }),
  adder({ name: 'Tile', adder: 1500, isRoofType: true }),
  adder({ name: 'Metal', isEpcAdder: true, epcAdder: 0.15, isRoofType: true }),
];

describe('roof type adder', () => {
  it('uses the first roof type by default; amount 0 adds nothing', () => {
    expect(roofTypeAdder([], roofTypes, null)).toBeNull();
  });

  it('uses the named roof type', () => {
    expect(roofTypeAdder([], roofTypes, 'Tile')?.adder).toBe(1500);
    expect(roofTypeAdder([], roofTypes, 'Metal')?.epcAdder).toBe(0.15);
  });

  it('prefers a roof-type custom adder', () => {
    const custom = adder({ name: 'Slate', adder: 2500, isRoofType: true });
    expect(roofTypeAdder([custom], roofTypes, 'Tile')?.name).toBe('Slate');
  });

  it('is null without roof types', () => {
    expect(roofTypeAdder([], [], null)).toBeNull();
  });
});
