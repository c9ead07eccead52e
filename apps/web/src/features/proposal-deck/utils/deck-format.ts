import { formatNumber, formatUsd, formatWholeUsd } from '../../../lib/format-number';

/** Whole dollars for the customer ($12,345); the engine already rounded what it rounds. */
export const formatDollars = (value: number) => formatWholeUsd(Math.round(value));

/** Dollars and cents ($123.45). */
export const formatCents = formatUsd;

/** 12,345 (no decimals). */
export const formatWhole = (value: number) => formatNumber(Math.round(value), 0);

/** kW with up to two decimals: 7.2 kW. */
export const formatKw = (value: number) => `${formatNumber(value, 2)} kW`;

/** Percent with one decimal (spec 3 §2 System Info): 90.0%. */
export const formatPercent1 = (value: number) => `${value.toFixed(1)}%`;

/** MM/DD/YYYY (spec 3 §9, templating dates). */
export function formatDeckDate(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}
