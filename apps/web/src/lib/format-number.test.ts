import { describe, expect, it } from 'vitest';
import { formatEpc, formatUsd, formatWholeUsd } from './format-number';

describe('money formats', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0.004, '$0.00'],
    [-0.004, '$0.00'],
    [-8372, '-$8,372.00'],
  ])('formatUsd(%s) is %s', (value, text) => {
    expect(formatUsd(value)).toBe(text);
  });

  it.each([
    [12345, '$12,345'],
    [0, '$0'],
    [1000000, '$1,000,000'],
  ])('formatWholeUsd(%s) is %s, no cents', (value, text) => {
    expect(formatWholeUsd(value)).toBe(text);
  });

  it('keeps EPC to 2 to 4 decimals', () => {
    expect(formatEpc(3.5)).toBe('$3.50/W');
    expect(formatEpc(3.59061)).toBe('$3.5906/W');
  });
});
