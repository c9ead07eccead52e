/** Days in each month of the non-leap year the hourly bill runs on. */
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
export const HOURS_PER_YEAR = 8760;

export interface HourCalendar {
  /** Month (0–11) of each of the 8760 hours. */
  month: Uint8Array;
  /** Hour of the day (0–23) of each hour. */
  hour: Uint8Array;
  /** 1 on Saturdays and Sundays. */
  weekend: Uint8Array;
}

const cache = new Map<number, HourCalendar>();

/**
 * The calendar of a non-leap year whose 1 January is `firstDayOfWeek` (0 = Monday … 6 = Sunday);
 * hour 0 is 1 January 00:00 local standard time (no daylight saving).
 */
export function hourCalendar(firstDayOfWeek: number): HourCalendar {
  const hit = cache.get(firstDayOfWeek);
  if (hit) return hit;
  const month = new Uint8Array(HOURS_PER_YEAR);
  const hour = new Uint8Array(HOURS_PER_YEAR);
  const weekend = new Uint8Array(HOURS_PER_YEAR);
  let h = 0;
  let day = 0;
  for (let m = 0; m < 12; m++) {
    for (let d = 0; d < DAYS_IN_MONTH[m]!; d++, day++) {
      const dow = (firstDayOfWeek + day) % 7;
      for (let hh = 0; hh < 24; hh++, h++) {
        month[h] = m;
        hour[h] = hh;
        weekend[h] = dow >= 5 ? 1 : 0;
      }
    }
  }
  const cal = { month, hour, weekend };
  cache.set(firstDayOfWeek, cal);
  return cal;
}
