import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEpc, formatNumber, formatUsd, formatWholeUsd } from './format-number';

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

describe('the same text as Intl.NumberFormat (en-US), which the formats no longer use', () => {
  const intl = (options: Intl.NumberFormatOptions) => (value: number) =>
    new Intl.NumberFormat('en-US', options).format(value);
  const usd = { style: 'currency', currency: 'USD' } as const;
  const references = [
    [formatUsd, (v: number) => intl(usd)(Math.abs(v) < 0.005 ? 0 : v)],
    [formatWholeUsd, intl({ ...usd, maximumFractionDigits: 0 })],
    [
      formatEpc,
      (v: number) =>
        `$${intl({ minimumFractionDigits: 2, maximumFractionDigits: 4 })(Math.abs(v) < 0.00005 ? 0 : v)}/W`,
    ],
    ...[0, 1, 2, 3, 4].map(
      (max) => [(v: number) => formatNumber(v, max), intl({ maximumFractionDigits: max })] as const,
    ),
  ] as const;

  it.each([
    // Halves round away from zero, on the decimal JavaScript writes (1.005, not its binary value).
    [1.005, 2, '1.01'],
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [0.5, 0, '1'],
    [999.995, 2, '1,000'],
    [1234567.891, 1, '1,234,567.9'],
    [1.5e-7, 4, '0'],
    [-0.00001, 2, '-0'],
    [-0, 0, '-0'],
    [1e21, 4, '1,000,000,000,000,000,000,000'],
    [NaN, 2, 'NaN'],
    [-Infinity, 2, '-∞'],
  ])('formatNumber(%s, %s) is %s', (value, max, text) => {
    expect(formatNumber(value, max)).toBe(text);
  });

  it('gives every format the text Intl gives, for any number', () => {
    const numbers = fc.oneof(
      fc.double(),
      fc.double({ min: -1e7, max: 1e7 }),
      // Money and kWh as the screens have them: cents, and halves of the last kept decimal.
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100000 + 0.000005),
    );
    fc.assert(
      fc.property(numbers, (value) => {
        for (const [ours, theirs] of references) expect(ours(value)).toBe(theirs(value));
      }),
      { numRuns: 3000 },
    );
  });
});
