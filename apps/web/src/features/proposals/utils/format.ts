import { formatEpc, formatNumber, formatUsd } from '../../../lib/format-number';

export { formatEpc };

/** kW with 2 decimals: 7.60 kW. */
export const formatKw = (value: number) => `${value.toFixed(2)} kW`;

/** kWh in whole numbers: 12,345 kWh. */
export const formatKwh = (value: number) => `${formatNumber(Math.round(value), 0)} kWh`;

/** Offsets are shown with 2 decimals (spec 2 §9): 98.45%. */
export const formatPercent = (value: number) => `${value.toFixed(2)}%`;

/** Dollars, en-US: $1,234.50. */
export const formatMoney = (value: number) => formatUsd(value);

/** Dollars rounded up to whole dollars, as payments are shown: $157. */
export const formatWholeDollars = (value: number) =>
  formatUsd(Math.max(0, Math.ceil(value - 1e-9))).replace(/\.00$/, '');

/** MM/DD/YY, as proposal lists show dates (spec 3 §9). */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${two(date.getFullYear() % 100)}`;
}
