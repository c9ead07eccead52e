import type { CustomerProposalsResponse, IntervalLoadSummary, ProposalView } from '@pb/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIntervalLoads } from '../../src/db/schema';
import {
  demoCustomerId,
  freshCustomerId,
  sendProposal,
  updateBody,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pad = (n: number) => String(n).padStart(2, '0');

/** A Download-My-Data CSV: 2023 (365 days), hourly rows of `kwh` each. */
function yearCsv(kwh = 1): string {
  const rows = [
    'Name,TEST',
    'Account Number,1',
    '',
    'TYPE,DATE,START TIME,END TIME,USAGE (kWh),COST,NOTES',
  ];
  const t0 = Date.UTC(2023, 0, 1);
  for (let d = 0; d < 365; d++) {
    const date = new Date(t0 + d * 86_400_000).toISOString().slice(0, 10);
    for (let h = 0; h < 24; h++)
      rows.push(`Electric usage,${date},${pad(h)}:00,${pad(h)}:59,${kwh},$0.10,`);
  }
  return rows.join('\n') + '\n';
}

/**
 * A Green Button (ESPI) XML feed of 2023: hourly readings in Wh from 1 January 00:00 Pacific
 * standard time (08:00 UTC), `wh(hour)` each, multiplier 10^0.
 */
function yearXml(wh: (hour: number) => number): string {
  const t0 = Date.UTC(2023, 0, 1, 8) / 1000;
  const readings = Array.from(
    { length: 8760 },
    (_, h) =>
      `<espi:IntervalReading><espi:timePeriod><espi:duration>3600</espi:duration><espi:start>${t0 + h * 3600}</espi:start></espi:timePeriod><espi:value>${wh(h)}</espi:value></espi:IntervalReading>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi">
<entry><content><espi:LocalTimeParameters><espi:dstOffset>3600</espi:dstOffset><espi:tzOffset>-28800</espi:tzOffset></espi:LocalTimeParameters></content></entry>
<entry><content><espi:ReadingType><espi:flowDirection>1</espi:flowDirection><espi:powerOfTenMultiplier>0</espi:powerOfTenMultiplier><espi:uom>72</espi:uom></espi:ReadingType></content></entry>
<entry><content><espi:IntervalBlock>${readings}</espi:IntervalBlock></content></entry></feed>`;
}

const url = (id: string) => `/api/customers/${id}/interval-load`;
const put = async (id: string, payload: object, as = ADMIN) =>
  t.app.inject({ method: 'PUT', url: url(id), headers: await t.as(as), payload });
const get = async (id: string, as = ADMIN) =>
  t.app.inject({ url: url(id), headers: await t.as(as) });
const stored = (id: string) =>
  t.db.select().from(customerIntervalLoads).where(eq(customerIntervalLoads.customerId, id));

describe('interval load upload (issue 35, decision 0062)', () => {
  it('stores a Green Button CSV year, shows it, and removes it', async () => {
    const id = await freshCustomerId(t);
    expect((await get(id)).json()).toBeNull();

    const res = await put(id, { fileName: 'usage-2023.csv', text: yearCsv() });
    expect(res.statusCode, res.body).toBe(200);
    // 365 days × 24 h × 1 kWh.
    const expected: IntervalLoadSummary = {
      fileName: 'usage-2023.csv',
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
      annualKwh: 8760,
      // Each month's days × 24 h × 1 kWh.
      monthlyKwh: [744, 672, 744, 720, 744, 720, 744, 744, 720, 744, 720, 744],
    };
    expect(res.json()).toEqual(expected);
    expect((await get(id)).json()).toEqual(expected);
    const [row] = await stored(id);
    expect(row!.hourlyKwh).toHaveLength(8760);
    expect(row!.hourlyKwh.every((v) => v === 1)).toBe(true);

    const del = await t.app.inject({ method: 'DELETE', url: url(id), headers: await t.as(ADMIN) });
    expect(del.statusCode).toBe(204);
    expect((await get(id)).json()).toBeNull();
    expect(await stored(id)).toHaveLength(0);
  });

  it('stores a Green Button XML year at local standard time', async () => {
    const id = await freshCustomerId(t);
    // 2 kWh at 17:00–18:00 local each day, 0.5 kWh every other hour.
    const res = await put(id, {
      fileName: 'espi.xml',
      text: yearXml((h) => (h % 24 === 17 ? 2000 : 500)),
    });
    expect(res.statusCode, res.body).toBe(200);
    // 365 × (23 × 0.5 + 2) kWh.
    expect(res.json()).toEqual({
      fileName: 'espi.xml',
      periodStart: '2023-01-01',
      periodEnd: '2023-12-31',
      annualKwh: 365 * 13.5,
      // Days × 13.5 kWh, to the whole kWh (418.5 → 419).
      monthlyKwh: [419, 378, 419, 405, 419, 405, 419, 419, 405, 419, 405, 419],
    });
    const [row] = await stored(id);
    expect(row!.hourlyKwh[17]).toBe(2);
    expect(row!.hourlyKwh[16]).toBe(0.5);
    expect(row!.hourlyKwh[24 * 200 + 17]).toBe(2);

    // Energy sent to the grid (flowDirection 19) is not usage: 422, the stored year is kept.
    const exported = yearXml(() => 500).replace(
      '<espi:flowDirection>1<',
      '<espi:flowDirection>19<',
    );
    const refused = await put(id, { fileName: 'export.xml', text: exported });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/energy sent to the grid/);
    expect((await stored(id)).map((r) => r.fileName)).toEqual(['espi.xml']);
  });

  it('a malformed file answers 422 with the reason and stores nothing', async () => {
    const id = await freshCustomerId(t);
    const res = await put(id, { fileName: 'bad.csv', text: 'hello,world\n1,2\n' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/no "TYPE,DATE,START TIME,END TIME,USAGE \(kWh\)" table/);

    // Half a year: not a full year.
    const half = yearCsv()
      .split('\n')
      .slice(0, 4 + 180 * 24)
      .join('\n');
    const short = await put(id, { fileName: 'half.csv', text: half });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toMatch(/a full year of data is needed \(180 days/);
    expect(await stored(id)).toHaveLength(0);
  });

  it('a rep who cannot reach the customer reads 404; without PB_MANAGE_CUSTOMERS writes are 403', async () => {
    const id = await freshCustomerId(t);
    expect((await put(id, { fileName: 'chen.csv', text: yearCsv() })).statusCode).toBe(200);
    // The Closer neither created the customer nor is assigned: as for a missing customer.
    expect((await get(id, CLOSER)).statusCode).toBe(404);
    // PB_MANAGE_CUSTOMERS (which reaches every customer) is needed to upload or remove.
    const res = await put(id, { fileName: 'other.csv', text: yearCsv(2) }, CLOSER);
    expect(res.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: url(id), headers: await t.as(CLOSER) });
    expect(del.statusCode).toBe(403);
    expect((await stored(id)).map((r) => [r.fileName, r.annualKwh])).toEqual([['chen.csv', 8760]]);
  });

  it('the hourly demo proposal is priced on the metered load once one is uploaded (re-priced by the upload, decision 0066)', async () => {
    const headers = await t.as(ADMIN);
    const id = await demoCustomerId(t, 'BSA-100213');
    const list = (
      await t.app.inject({ url: `/api/customers/${id}/Proposals`, headers })
    ).json<CustomerProposalsResponse>().items;
    const before = (
      await t.app.inject({ url: `/api/Proposals/${list[0]!.id}`, headers })
    ).json<ProposalView>();
    expect(before.figures.hourlyBill!.isLoadModelled).toBe(true);

    expect((await put(id, { fileName: 'chen.csv', text: yearCsv() })).statusCode).toBe(200);
    const after = (
      await t.app.inject({ url: `/api/Proposals/${before.id}`, headers })
    ).json<ProposalView>();
    expect(after.version).toBe(before.version + 1);
    const h = after.figures.hourlyBill!;
    expect(h.isLoadModelled).toBe(false);
    expect(h.annual.loadKwh).toBeCloseTo(8760, 6);
    // A save on the re-priced version stores the same figures.
    const saved = await sendProposal(t, 'PUT', ADMIN, updateBody(after));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProposalView>().figures.proposalPostSolarMonthlyBill).toBeCloseTo(
      after.figures.proposalPostSolarMonthlyBill,
      9,
    );
  });
});
