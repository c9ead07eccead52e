// en-US numbers written out here rather than by Intl.NumberFormat: a page's first Intl number
// format sets ICU up, ~150 ms of a cold customer page's main thread at 4× CPU (decision 0078).
// The output is Intl's, character for character (format-number.test.ts compares the two).

/** `digits` with `,` between each group of three from the right: 1234567 → 1,234,567. */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * |value|'s integer and fraction digits as JavaScript writes the number (the shortest decimal that
 * reads back as the same double, which is what Intl rounds), without an exponent.
 */
function decimalParts(magnitude: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const shift = Number(exponent);
  const digits = whole + fraction;
  const point = whole.length + shift;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  const padded = digits.padEnd(point, '0');
  return [padded.slice(0, point), padded.slice(point)];
}

/** Adds one to a string of decimal digits: '0999' → '1000', '99' → '100'. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * `value` with thousands separators and `minDecimals` to `maxDecimals` decimals, rounded half away
 * from zero; the sign of a negative value (-0 included) kept, as Intl keeps it. `prefix` goes
 * between the sign and the digits ('$').
 */
function formatDecimal(value: number, minDecimals: number, maxDecimals: number, prefix = '') {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return `${prefix}NaN`;
  if (!Number.isFinite(value)) return `${sign}${prefix}∞`;
  const [whole, fraction] = decimalParts(Math.abs(value));
  let kept = whole + fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0');
  if ((fraction[maxDecimals] ?? '0') >= '5') kept = increment(kept);
  const integer = kept.slice(0, kept.length - maxDecimals).replace(/^0+(?=\d)/, '') || '0';
  let decimals = kept.slice(kept.length - maxDecimals);
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return `${sign}${prefix}${group(integer)}${decimals ? `.${decimals}` : ''}`;
}

/**
 * Dollars the en-US way (spec 2 §9): $1,234.50 — the one money format of every screen. A value
 * that rounds to zero cents is $0.00, never "-$0.00".
 */
export const formatUsd = (value: number) =>
  formatDecimal(Math.abs(value) < 0.005 ? 0 : value, 2, 2, '$');

/**
 * Whole dollars without cents, for what a customer reads ($12,345). The caller rounds first, as
 * its screen's rule says (up for a price, to the nearest for a figure the engine rounded).
 */
export const formatWholeUsd = (wholeDollars: number) => formatDecimal(wholeDollars, 0, 0, '$');

/** $/W with 2 to 4 decimals, the one EPC format of every screen: $3.50/W, $3.5906/W. */
export const formatEpc = (value: number) =>
  `$${formatDecimal(Math.abs(value) < 0.00005 ? 0 : value, 2, 4)}/W`;

/** A number with thousands separators and at most `maxDecimals` decimals: 999,999,999. */
export const formatNumber = (value: number, maxDecimals = 4) =>
  formatDecimal(value, 0, maxDecimals);
