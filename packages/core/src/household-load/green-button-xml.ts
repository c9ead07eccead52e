import { GreenButtonError, hourlyYear, type IntervalLoad } from './interval-year';

/**
 * Green Button XML (NAESB ESPI Atom feed): `IntervalReading`s (`timePeriod` start in UTC epoch
 * seconds and duration, `value` in the ReadingType's unit × 10^powerOfTenMultiplier), the
 * `LocalTimeParameters` `tzOffset` (seconds, standard time). Hours are placed in local standard
 * time — the hourly bill's calendar — then as the CSV: the last 365 days, gaps filled.
 */
const WHAT = 'Green Button XML';

function values(text: string, name: string): string[] {
  const re = new RegExp(`<(?:\\w+:)?${name}>\\s*([^<]*?)\\s*</(?:\\w+:)?${name}>`, 'g');
  return [...text.matchAll(re)].map((m) => m[1]!);
}

export function parseGreenButtonXml(text: string): IntervalLoad {
  if (!/<(?:\w+:)?IntervalReading\b/.test(text)) {
    throw new GreenButtonError(`${WHAT}: no IntervalReading found (unknown format)`);
  }
  if (values(text, 'flowDirection').some((v) => v === '19')) {
    throw new GreenButtonError(
      `${WHAT}: the file holds energy sent to the grid (a home with solar), not usage; upload a year of usage from before solar`,
    );
  }
  const uom = values(text, 'uom')[0];
  if (uom !== undefined && uom !== '72') {
    throw new GreenButtonError(`${WHAT}: readings must be energy in Wh (uom 72), not uom ${uom}`);
  }
  const power = Number(values(text, 'powerOfTenMultiplier')[0] ?? '0');
  const tz = values(
    /<(?:\w+:)?LocalTimeParameters\b[\s\S]*?<\/(?:\w+:)?LocalTimeParameters>/.exec(text)?.[0] ?? '',
    'tzOffset',
  )[0];
  if (tz === undefined || !Number.isFinite(Number(tz))) {
    throw new GreenButtonError(
      `${WHAT}: no LocalTimeParameters tzOffset, so the local hours are unknown`,
    );
  }
  const tzOffset = Number(tz);
  const kwhPerUnit = 10 ** power / 1000;

  const hourly = new Map<number, number>();
  let intervalMinutes = 0;
  let firstDay = Infinity;
  let lastDay = -Infinity;
  const readings = text.matchAll(
    /<(?:\w+:)?IntervalReading\b[^>]*>([\s\S]*?)<\/(?:\w+:)?IntervalReading>/g,
  );
  let n = 0;
  for (const r of readings) {
    n++;
    const start = Number(values(r[1]!, 'start')[0]);
    const duration = Number(values(r[1]!, 'duration')[0]);
    const value = Number(values(r[1]!, 'value')[0]);
    if (!Number.isFinite(start) || !Number.isFinite(duration) || !Number.isFinite(value)) {
      throw new GreenButtonError(`${WHAT}: IntervalReading ${n} lacks a start, duration or value`);
    }
    if (!intervalMinutes) intervalMinutes = duration / 60;
    const local = start + tzOffset;
    const day = Math.floor(local / 86_400);
    const hour = Math.floor((local - day * 86_400) / 3_600);
    const key = day * 24 + hour;
    hourly.set(key, (hourly.get(key) ?? 0) + value * kwhPerUnit);
    firstDay = Math.min(firstDay, day);
    lastDay = Math.max(lastDay, day);
  }
  return hourlyYear(hourly, firstDay, lastDay, intervalMinutes, WHAT);
}
