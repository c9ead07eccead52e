/**
 * Dates and times as the platform shows them (spec 1 §9): MM-DD-YY and h:mm a, in the viewer's
 * local time. The one helper for dashboard cards, notifications, chat bubbles, onboarding and
 * outbox tables; the proposal lists (MM/DD/YY) and the deck (MM/DD/YYYY) keep spec 3 §9's forms.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** A `YYYY-MM-DD` calendar date (no time) is that day wherever the viewer is, not UTC midnight. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** MM-DD-YY: '11-28-26'. An unreadable value gives ''. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${two(date.getMonth() + 1)}-${two(date.getDate())}-${two(date.getFullYear() % 100)}`;
}

/** h:mm a: '1:44 PM', '12:05 AM'. */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const h = date.getHours();
  return `${((h + 11) % 12) + 1}:${two(date.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** MM-DD-YY h:mm a: '11-28-26 1:44 PM'. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${formatTime(date)}` : '';
}
