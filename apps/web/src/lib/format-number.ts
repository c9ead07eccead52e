// Made on first use, not while the app's modules are evaluated (decision 0043).
let usdFormat: Intl.NumberFormat | undefined;
const usd = () =>
  (usdFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
let wholeUsdFormat: Intl.NumberFormat | undefined;
const wholeUsd = () =>
  (wholeUsdFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }));

/**
 * Dollars the en-US way (spec 2 §9): $1,234.50 — the one money format of every screen. A value
 * that rounds to zero cents is $0.00, never "-$0.00".
 */
export const formatUsd = (value: number) => usd().format(Math.abs(value) < 0.005 ? 0 : value);

/**
 * Whole dollars without cents, for what a customer reads ($12,345). The caller rounds first, as
 * its screen's rule says (up for a price, to the nearest for a figure the engine rounded).
 */
export const formatWholeUsd = (wholeDollars: number) => wholeUsd().format(wholeDollars);

let epcFormat: Intl.NumberFormat | undefined;
const epc = () =>
  (epcFormat ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }));

/** $/W with 2 to 4 decimals, the one EPC format of every screen: $3.50/W, $3.5906/W. */
export const formatEpc = (value: number) =>
  `$${epc().format(Math.abs(value) < 0.00005 ? 0 : value)}/W`;

/**
 * One format per number of decimals, made when first asked for: `toLocaleString` with options
 * sets a new formatter up on every call (ICU), a cost the pages' many figures paid each render.
 */
const numberFormats = new Map<number, Intl.NumberFormat>();

/** A number with thousands separators and at most `maxDecimals` decimals: 999,999,999. */
export const formatNumber = (value: number, maxDecimals = 4) => {
  let format = numberFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals });
    numberFormats.set(maxDecimals, format);
  }
  return format.format(value);
};
