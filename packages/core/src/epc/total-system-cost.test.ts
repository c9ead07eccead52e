import { describe, expect, it } from 'vitest';
import { kw, usd, usdPerWatt } from '../units';
import { netSystemCost, totalSystemCost } from './total-system-cost';

describe('totalSystemCost = 1000 × EPC × kW, floored at 0 and to whole dollars', () => {
  it.each([
    { epc: 3.5, size: 8, expected: 28_000 },
    { epc: 3.1, size: 6.4, expected: 19_840 }, // float product 19839.999999999996 kept at 19840
    { epc: 3.333, size: 7.2, expected: 23_997 }, // 23997.6 floored
    { epc: 3.5, size: 0, expected: 0 },
    { epc: -1, size: 8, expected: 0 }, // floored at 0
  ])('$epc $/W × $size kW → $expected', ({ epc, size, expected }) => {
    expect(totalSystemCost(usdPerWatt(epc), kw(size))).toBe(expected);
  });

  it('net system cost = total − out-of-pocket', () => {
    expect(netSystemCost(usd(28_000), usd(3000))).toBe(25_000);
  });
});
