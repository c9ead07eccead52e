import { describe, expect, it } from 'vitest';
import type { HourlyPlan } from '@pb/core';
import { importSellRates, importUrdbRate, withSchedulePeriod } from './hourly-rate-form';

const zeros = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
const rate = {
  energyratestructure: [[{ rate: 0.3 }], [{ rate: 0.5 }]],
  energyweekdayschedule: zeros,
  energyweekendschedule: zeros,
};

describe('importing an hourly rate in the plan dialog (issue 35)', () => {
  it.each([
    ['an OpenEI answer', JSON.stringify({ items: [rate] })],
    ['a bare rate', JSON.stringify(rate)],
    ['a list', JSON.stringify([rate])],
  ])('takes the rate out of %s', (_, text) => {
    expect(importUrdbRate(text)).toEqual({ ok: true, value: rate });
  });

  it.each([
    ['{', /^The text is not JSON: /],
    [
      JSON.stringify({
        ...rate,
        energyratestructure: [[{ rate: 0.3 }]],
        energyweekdayschedule: zeros.map((r) => r.map(() => 1)),
      }),
      /^The schedule names period 2, which has no rates\.$/,
    ],
    [
      JSON.stringify({ ...rate, energyweekendschedule: undefined }),
      /^The URDB rate is not valid: energyweekendschedule: /,
    ],
  ])('shows the parser’s sentence for %s', (text, message) => {
    const r = importUrdbRate(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(message);
  });

  it('takes 12×24 weekday and weekend sell rates, and refuses a table of the wrong size', () => {
    const table = Array.from({ length: 12 }, () => new Array<number>(24).fill(0.05));
    expect(importSellRates(JSON.stringify({ weekday: table, weekend: table }))).toEqual({
      ok: true,
      value: { weekday: table, weekend: table },
    });
    expect(importSellRates(JSON.stringify({ weekday: table.slice(1), weekend: table })).ok).toBe(
      false,
    );
  });

  it('sets one hour of a schedule to a period shown from 1, and refuses a period the rate lacks', () => {
    const plan: HourlyPlan = { tariff: rate, metering: 'net-billing' };
    const next = withSchedulePeriod(plan, 'energyweekdayschedule', 6, 17, 2)!;
    expect((next.tariff.energyweekdayschedule as number[][])[6]![17]).toBe(1);
    expect((next.tariff.energyweekdayschedule as number[][])[6]![16]).toBe(0);
    expect(rate.energyweekdayschedule[6]![17]).toBe(0);
    expect(withSchedulePeriod(plan, 'energyweekdayschedule', 6, 17, 3)).toBeNull();
    expect(withSchedulePeriod(plan, 'energyweekdayschedule', 6, 17, 0)).toBeNull();
  });
});
