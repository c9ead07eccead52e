import { formatWholeUsd } from '../../lib/format-number';

/**
 * Whole dollars, rounded up (the customer never sees less than the price). `|| 0`: rounding 0 up
 * past the float guard gives -0, which would read '-$0'.
 */
export const formatMoney = (value: number) => formatWholeUsd(Math.ceil(value - 1e-9) || 0);

export { formatDateTime } from '../../lib/format-date';

/** 'YYYY-MM-DD' of a local date. */
export const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const addDays = (d: Date, days: number) => {
  const next = new Date(d);
  next.setDate(next.getDate() + days);
  return next;
};

/** '13:00' → '1:00 PM' */
export const formatTime = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
