import { DAY_MS, GreenButtonError, hourlyYear, type IntervalLoad } from './interval-year';

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

/**
 * Green Button "Download My Data" CSV (PG&E, SCE): a few account lines, then a table
 * `TYPE,DATE,START TIME,END TIME,USAGE (kWh)[,COST][,NOTES]`, one row per 15-minute or 60-minute
 * interval in local time. Returns the last 365 days of data as 8760 hourly kWh on the bill's
 * calendar (hour 0 = 1 January 00:00): each hour goes to its own month, day and hour, so a
 * year from, say, March to February is re-ordered January to December; 29 February is dropped.
 */
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
