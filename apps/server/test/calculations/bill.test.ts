import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grid = (v: (h: number) => number) =>
  Array.from({ length: 12 }, () => Array.from({ length: 24 }, (_, h) => v(h)));
/** Weekday 16:00–21:00 at $0.40 (0.35 + 0.05 adj), otherwise $0.10; $10 a month; tiers none. */
const tariff = {
  label: 'test TOU',
  energyratestructure: [[{ rate: 0.1, unit: 'kWh' }], [{ rate: 0.35, adj: 0.05, unit: 'kWh' }]],
  energyweekdayschedule: grid((h) => (h >= 16 && h < 21 ? 1 : 0)),
  energyweekendschedule: grid(() => 0),
  fixedchargefirstmeter: 10,
  fixedchargeunits: '$/month',
};
const hours = (f: (h: number) => number) => Array.from({ length: 8760 }, (_, h) => f(h));
const load = hours(() => 1);
const production = hours((h) => (h % 24 === 12 ? 3 : 0)); // 2 kWh exported at noon each day
const body = {
  tariff,
  metering: 'net-billing',
  sellRates: { weekday: grid(() => 0.05), weekend: grid(() => 0.05) },
  load,
  production,
};
const post = async (payload: unknown, signedIn = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calculations/bill',
    payload: payload as object,
    ...(signedIn ? { headers: await t.as(CLOSER) } : {}),
  });

describe('POST /api/calculations/bill', () => {
  it('takes a real year of metered values at full precision (a body over the 256 KB default)', async () => {
    // Values like 0.8437261904761905 (a modelled or metered load): ~330 KB of JSON in all.
    const precise = (n: number) => hours((h) => 0.5 + ((h * 7919 + n) % 1000) / 1187);
    const big = { ...body, load: precise(1), production: precise(2) };
    expect(JSON.stringify(big).length).toBeGreaterThan(256 * 1024);
    const res = await post(big);
    expect(res.statusCode).toBe(200);
  });

  it('answers annual and monthly bills before and after solar (net billing, hand-computed January)', async () => {
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(Object.keys(r).sort()).toEqual(['annual', 'monthly']);
    expect(r.monthly).toHaveLength(12);
    // January (1 Jan a Monday): 23 weekdays × 5 peak hours = 115 kWh at 0.40, 629 at 0.10.
    const jan = r.monthly[0];
    expect(jan.withoutSolar).toBeCloseTo(115 * 0.4 + 629 * 0.1 + 10, 9);
    // Imports: 713 kWh, all 115 peak kWh among them (noon is off-peak): 598 off-peak. January's
    // export credit (62 kWh × $0.05) is applied to February's bill (20 weekdays: 100 peak kWh).
    expect(jan.withSolar).toBeCloseTo(115 * 0.4 + 598 * 0.1 + 10, 9);
    expect(r.monthly[1].withSolar).toBeCloseTo(100 * 0.4 + 544 * 0.1 - 3.1 + 10, 9);
    expect(jan).toMatchObject({ importKwh: 713, exportKwh: 62 });
    expect(jan.exportCredit).toBeCloseTo(3.1, 9);
    expect(r.annual.importKwh).toBeCloseTo(8760 - 365, 6);
    expect(r.annual.exportKwh).toBeCloseTo(730, 6);
  });

  it('net metering with a year-end rate and buy-all/sell-all answer too', async () => {
    const nm = (
      await post({ ...body, metering: 'net-metering', sellRates: undefined, yearEndSellRate: 0.02 })
    ).json();
    // Net metering nets the 62 exported kWh against January's off-peak kWh at 0.10.
    expect(nm.monthly[0].withSolar).toBeCloseTo(115 * 0.4 + (598 - 62) * 0.1 + 10, 9);
    const basa = (await post({ ...body, metering: 'buy-all-sell-all' })).json();
    expect(basa.monthly[0].withSolar).toBeCloseTo(115 * 0.4 + 629 * 0.1 + 10 - 93 * 0.05, 9);
  });

  it('needs a sign-in', async () => {
    expect((await post(body, false)).statusCode).toBe(401);
  });

  it.each([
    ['load of 8759 hours', { ...body, load: load.slice(1) }, 'load'],
    [
      'negative production',
      { ...body, production: hours((h) => (h === 5 ? -1 : 0)) },
      'production',
    ],
    ['an unknown export rule', { ...body, metering: 'feed-in' }, 'metering'],
    [
      'a sell table of 11 months',
      { ...body, sellRates: { weekday: grid(() => 0).slice(1), weekend: grid(() => 0) } },
      'sellRates',
    ],
    [
      'a schedule naming a period without rates',
      { ...body, tariff: { ...tariff, energyweekendschedule: grid(() => 2) } },
      'tariff',
    ],
    [
      'a demand-unit tier',
      { ...body, tariff: { ...tariff, energyratestructure: [[{ rate: 1, unit: 'kWh/kW' }]] } },
      'tariff',
    ],
    ['an hour above 10,000 kWh', { ...body, load: hours((h) => (h === 0 ? 10_001 : 1)) }, 'load'],
  ])('rejects %s with 400 naming the field', async (_, payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });
});
