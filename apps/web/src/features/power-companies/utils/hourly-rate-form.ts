import {
  SellRateTablesSchema,
  urdbRateProblem,
  urdbRateRecord,
  type HourlyPlan,
  type SellRateTables,
} from '@pb/core';

/** An import's outcome: the value, or the sentence to show (the server's parser's own). */
export type Imported<T> = { ok: true; value: T } | { ok: false; message: string };

function parseJson(text: string): Imported<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, message: `The text is not JSON: ${(e as Error).message}` };
  }
}

/**
 * A URDB rate pasted or uploaded (an OpenEI API answer `{items: [rate]}`, a list, or the rate):
 * the rate object as imported, or the parser's sentence when the hourly engine cannot bill it
 * (the same check the server makes on save).
 */
export function importUrdbRate(text: string): Imported<Record<string, unknown>> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const record = urdbRateRecord(json.value);
  const problem = urdbRateProblem(record);
  if (problem) return { ok: false, message: problem };
  return { ok: true, value: record as Record<string, unknown> };
}

/** 12×24 weekday and weekend export rates ($/kWh) as JSON `{weekday, weekend}`. */
export function importSellRates(text: string): Imported<SellRateTables> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const parsed = SellRateTablesSchema.safeParse(json.value);
  if (!parsed.success) {
    return {
      ok: false,
      message:
        'Sell rates must be {"weekday": 12 rows × 24 $/kWh, "weekend": 12 rows × 24 $/kWh}, each 0–10.',
    };
  }
  return { ok: true, value: parsed.data };
}

export type ScheduleKind = 'energyweekdayschedule' | 'energyweekendschedule';

/** How many energy periods the rate has (the largest period number a schedule may name). */
export function periodCount(tariff: Record<string, unknown>): number {
  const periods = tariff.energyratestructure;
  return Array.isArray(periods) ? periods.length : 0;
}

/** The 12×24 schedule of period indexes (0-based, as URDB stores them). */
export function scheduleOf(tariff: Record<string, unknown>, kind: ScheduleKind): number[][] {
  const s = tariff[kind];
  return Array.isArray(s) ? (s as number[][]) : [];
}

/**
 * The plan with one hour of a schedule set to period `periodNumber` (1-based, as shown); the
 * rate object is copied, never changed in place. Null when the number names no period.
 */
export function withSchedulePeriod(
  hourly: HourlyPlan,
  kind: ScheduleKind,
  month: number,
  hour: number,
  periodNumber: number,
): HourlyPlan | null {
  const count = periodCount(hourly.tariff);
  if (!Number.isInteger(periodNumber) || periodNumber < 1 || periodNumber > count) return null;
  const schedule = scheduleOf(hourly.tariff, kind).map((row, m) =>
    m === month ? row.map((p, h) => (h === hour ? periodNumber - 1 : p)) : row,
  );
  return { ...hourly, tariff: { ...hourly.tariff, [kind]: schedule } };
}
