const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars the en-US way (spec 2 §9): $1,234.50. */
export const formatUsd = (value: number) => usd.format(value);

/** A number with thousands separators and at most `maxDecimals` decimals: 999,999,999. */
export const formatNumber = (value: number, maxDecimals = 4) =>
  value.toLocaleString('en-US', { maximumFractionDigits: maxDecimals });
