import { formatEpc, formatNumber, formatUsd } from '../../../lib/format-number';

/** MM/DD/YY, as the proposal lists show dates (spec 3 §9). */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${two(date.getFullYear() % 100)}`;
}

/** kWh rounded to whole numbers: 12,345 kWh. */
export const formatKwh = (value: number) => `${formatNumber(Math.round(value), 0)} kWh`;

/** kW with 2 decimals: 7.60 kW. */
export const formatKw = (value: number) => `${value.toFixed(2)} kW`;

/** Percent with up to 2 decimals (offsets are shown with 2, spec 2 §9). */
export const formatPercent = (value: number) => `${formatNumber(value, 2)}%`;

export { formatEpc, formatUsd };
