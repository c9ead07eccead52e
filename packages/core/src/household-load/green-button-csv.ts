import { DAYS_IN_MONTH, HOURS_PER_YEAR } from '../hourly-bill/hour-calendar';

/**
 * Green Button "Download My Data" CSV (PG&E, SCE): a few account lines, then a table
 * `TYPE,DATE,START TIME,END TIME,USAGE (kWh)[,COST][,NOTES]`, one row per 15-minute or 60-minute
 * interval in local time. Returns the last 365 days of data as 8760 hourly kWh on the bill's
 * calendar (hour 0 = 1 January 00:00): each hour goes to its own month, day and hour, so a
 * year from, say, March to February is re-ordered January to December; 29 February is dropped.
 */
export interface IntervalLoad {
  kwh: Float64Array;
  modelled: false;
  /** First and last day (YYYY-MM-DD) of the year used. */
  from: string;
  to: string;
  /** Minutes per interval in the file (15, 30 or 60). */
  intervalMinutes: number;
  /** Hours that were missing and filled from their neighbours. */
  filledHours: number;
}

export class GreenButtonError extends Error {
  override name = 'GreenButtonError';
}

/** Gaps up to this many hours are filled (linear for ≤ 2 h, else the same hours of nearby days). */
export const MAX_FILLED_GAP_HOURS = 72;

const DAY_MS = 86_400_000;

function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** Day number (UTC days since 1970) of `YYYY-MM-DD` or `M/D/YYYY`; NaN when neither. */
function dayNumber(text: string): number {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!) / DAY_MS;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (m) return Date.UTC(m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!, +m[1]! - 1, +m[2]!) / DAY_MS;
  return NaN;
}

function minutesOf(text: string): number {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  return m && +m[1]! < 24 && +m[2]! < 60 ? +m[1]! * 60 + +m[2]! : NaN;
}

export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function parseGreenButtonCsv(text: string): IntervalLoad {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((l) => /^\s*"?TYPE"?\s*,\s*"?DATE"?\s*,/i.test(l));
  if (headerAt < 0) {
    throw new GreenButtonError(
      'Green Button CSV: no "TYPE,DATE,START TIME,END TIME,USAGE (kWh)" table found (unknown format)',
    );
  }
  const head = splitCsv(lines[headerAt]!).map((h) => h.toUpperCase());
  const col = (name: string) => head.findIndex((h) => h === name);
  const iDate = col('DATE');
  const iStart = col('START TIME');
  const iEnd = col('END TIME');
  const iUsage = col('USAGE (KWH)');
  if (iUsage < 0 && col('IMPORT (KWH)') >= 0) {
    throw new GreenButtonError(
      'Green Button CSV: the file holds import/export (a home with solar), not usage; upload a year of usage from before solar',
    );
  }
  if (iStart < 0 || iEnd < 0 || iUsage < 0) {
    throw new GreenButtonError(
      'Green Button CSV: the table needs START TIME, END TIME and USAGE (kWh) columns (unknown format)',
    );
  }

  // Chronological hourly sums keyed by day number × 24 + hour.
  const hourly = new Map<number, number>();
  let intervalMinutes = 0;
  let firstDay = Infinity;
  let lastDay = -Infinity;
  for (let li = headerAt + 1; li < lines.length; li++) {
    const line = lines[li]!;
    if (!line.trim()) continue;
    const c = splitCsv(line);
    const day = dayNumber(c[iDate] ?? '');
    const start = minutesOf(c[iStart] ?? '');
    const end = minutesOf(c[iEnd] ?? '');
    const usage = Number((c[iUsage] ?? '').replace(/[$,]/g, ''));
    if (!Number.isFinite(day) || !Number.isFinite(start) || !Number.isFinite(end)) {
      throw new GreenButtonError(`Green Button CSV: unreadable date or time at line ${li + 1}`);
    }
    if (!Number.isFinite(usage) || (c[iUsage] ?? '') === '') {
      throw new GreenButtonError(`Green Button CSV: usage is not a number at line ${li + 1}`);
    }
    const length = (((end - start + 1440) % 1440) + 1) % 1440 || 1440; // 00:00–00:14 → 15
    if (!intervalMinutes) intervalMinutes = length;
    const key = day * 24 + Math.floor(start / 60);
    hourly.set(key, (hourly.get(key) ?? 0) + usage);
    firstDay = Math.min(firstDay, day);
    lastDay = Math.max(lastDay, day);
  }
  if (!hourly.size) throw new GreenButtonError('Green Button CSV: the table has no rows');
  return hourlyYear(hourly, firstDay, lastDay, intervalMinutes, 'Green Button CSV');
}

/**
 * Hourly kWh keyed by (UTC day number × 24 + hour of the local day) → the last 365 days that are
 * not 29 February, gaps filled, placed on the bill's calendar.
 */
export function hourlyYear(
  hourly: Map<number, number>,
  firstDay: number,
  lastDay: number,
  intervalMinutes: number,
  what: string,
): IntervalLoad {
  if (![15, 30, 60].includes(intervalMinutes)) {
    throw new GreenButtonError(
      `${what}: intervals of ${intervalMinutes} minutes are not supported (15, 30 or 60)`,
    );
  }

  // The last 365 days that are not 29 February.
  const days: number[] = [];
  for (let d = lastDay; d >= firstDay && days.length < 365; d--) {
    if (isoDay(d).slice(5) !== '02-29') days.unshift(d);
  }
  if (days.length < 365) {
    throw new GreenButtonError(
      `${what}: a full year of data is needed (${days.length} days from ${isoDay(firstDay)} to ${isoDay(lastDay)})`,
    );
  }
  const chrono = new Float64Array(HOURS_PER_YEAR).fill(NaN);
  days.forEach((d, i) => {
    for (let h = 0; h < 24; h++) {
      const v = hourly.get(d * 24 + h);
      if (v !== undefined) chrono[i * 24 + h] = v;
    }
  });
  const filledHours = fillGaps(chrono, days, what);

  const kwh = new Float64Array(HOURS_PER_YEAR);
  const monthStart = DAYS_IN_MONTH.reduce<number[]>((a, _, m) => {
    a.push(m ? a[m - 1]! + DAYS_IN_MONTH[m - 1]! : 0);
    return a;
  }, []);
  days.forEach((d, i) => {
    const date = new Date(d * DAY_MS);
    const doy = monthStart[date.getUTCMonth()]! + date.getUTCDate() - 1;
    kwh.set(chrono.subarray(i * 24, i * 24 + 24), doy * 24);
  });
  return {
    kwh,
    modelled: false,
    from: isoDay(days[0]!),
    to: isoDay(days[364]!),
    intervalMinutes,
    filledHours,
  };
}

/** Fills NaN runs in place; refuses runs longer than MAX_FILLED_GAP_HOURS. Returns hours filled. */
function fillGaps(x: Float64Array, days: number[], what: string): number {
  let filled = 0;
  for (let h = 0; h < x.length; h++) {
    if (!Number.isNaN(x[h])) continue;
    let end = h;
    while (end < x.length && Number.isNaN(x[end])) end++;
    const run = end - h;
    if (run > MAX_FILLED_GAP_HOURS) {
      throw new GreenButtonError(
        `${what}: ${run} hours missing from ${isoDay(days[Math.floor(h / 24)]!)} ${String(h % 24).padStart(2, '0')}:00 (gaps up to ${MAX_FILLED_GAP_HOURS} h are filled)`,
      );
    }
    const before = h > 0 ? x[h - 1]! : NaN;
    const after = end < x.length ? x[end]! : NaN;
    for (let k = h; k < end; k++) {
      if (run <= 2 && Number.isFinite(before) && Number.isFinite(after)) {
        x[k] = before + ((after - before) * (k - h + 1)) / (run + 1);
      } else {
        // The same hour on the nearest days that have it.
        const near: number[] = [];
        for (let d = 1; d <= 7 && near.length < 2; d++) {
          for (const j of [k - 24 * d, k + 24 * d]) {
            if (j >= 0 && j < x.length && !Number.isNaN(x[j])) near.push(x[j]!);
          }
        }
        x[k] = near.length ? near.reduce((a, b) => a + b, 0) / near.length : before || after || 0;
      }
    }
    filled += run;
    h = end - 1;
  }
  return filled;
}
