import type { BaselineResponse } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpLeadsService } from '../../src/integrations/leads/http-leads-service';
import { createTableLeadsService } from '../../src/integrations/leads/table-leads-service';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { demoCustomerId, freshCustomerId } from '../helpers/proposal-factory';
import { assignCustomer } from '../helpers/assign-customer';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';

const TOKEN = 'leads-test-token';

/** The sales system: two leads, one failing id, and appointments by proposal-builder id. */
async function startFakeLeads(): Promise<FakeServer> {
  return startFakeServer(({ url, headers }) => {
    if (headers.authorization !== `Bearer ${TOKEN}`) return [401, { message: 'Unauthorized' }];
    const lead = /^\/leads\/([^/]+)$/.exec(url.pathname)?.[1];
    if (lead === 'L-1') {
      return [
        200,
        {
          redline: 2.345678,
          leadSetterId: 77,
          currentAppointment: { closerId: '77', appointmentDate: '2026-12-01', startTime: '10:00' },
        },
      ];
    }
    if (lead === 'L-2')
      return [200, { redline: '2.5', leadSetterId: 'A', currentAppointment: { closerId: 'B' } }];
    if (lead === 'L-BROKEN') return [500, { error: 'boom' }];
    const byCustomer = /^\/leads\/proposalBuilderId\/([^/]+)$/.exec(url.pathname)?.[1];
    if (byCustomer === 'c-1')
      return [
        200,
        {
          currentAppointment: { closerId: 'X', appointmentDate: '2026-12-24', startTime: '09:30' },
        },
      ];
    return [404, { message: 'Not found' }];
  });
}

describe('leads HTTP client (against a local fake)', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeLeads();
  });
  afterAll(() => fake.close());

  it('GET /leads/{id} with the bearer token, read leniently', async () => {
    const leads = createHttpLeadsService({ baseUrl: `${fake.url}/`, token: TOKEN });
    expect(await leads.getLead('L-1')).toEqual({
      redline: 2.345678,
      leadSetterId: '77',
      currentAppointment: { closerId: '77', appointmentDate: '2026-12-01', startTime: '10:00' },
    });
    expect((await leads.getLead('L-2'))!.redline).toBe(2.5);
    const last = fake.requests.at(-1)!;
    expect(last.url).toBe('/leads/L-2');
    expect(last.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('GET /leads/proposalBuilderId/{id}; 404 → null; other failures throw', async () => {
    const leads = createHttpLeadsService({ baseUrl: fake.url, token: TOKEN });
    expect(await leads.getAppointmentByCustomerId('c-1')).toEqual({
      closerId: 'X',
      appointmentDate: '2026-12-24',
      startTime: '09:30',
    });
    expect(await leads.getAppointmentByCustomerId('c-2')).toBeNull();
    expect(await leads.getLead('nobody')).toBeNull();
    await expect(leads.getLead('L-BROKEN')).rejects.toThrow(/HTTP 500/);
    await expect(
      createHttpLeadsService({ baseUrl: fake.url, token: 'wrong' }).getLead('L-1'),
    ).rejects.toThrow(/HTTP 401/);
  });
});

describe('GET /api/customers/{id}/baseline with the sales system configured', () => {
  let fake: FakeServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeLeads();
    t = await createTestApp({ env: { LEADS_API_URL: fake.url, LEADS_API_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const baseline = async (bsaId: string | undefined) => {
    const id = await freshCustomerId(t, bsaId ? { metaData: { BsaId: bsaId } } : {});
    await assignCustomer(t, id, CLOSER);
    const res = await t.app.inject({
      url: `/api/customers/${id}/baseline`,
      headers: await t.as(CLOSER),
    });
    expect(res.statusCode).toBe(200);
    return res.json<BaselineResponse>();
  };

  it('rounds the redline to 4 decimals; split 0.6 when the setter closes, else 0.35', async () => {
    expect(await baseline('L-1')).toEqual({ baseLine: 2.3457, split: 0.6 });
    expect(await baseline('L-2')).toEqual({ baseLine: 2.5, split: 0.35 });
  });

  it('reads the appointment by our customer id through GET /leads/proposalBuilderId/{id}', async () => {
    const id = await freshCustomerId(t);
    await assignCustomer(t, id, CLOSER);
    const res = await t.app.inject({
      url: `/api/customers/${id}/appointment`,
      headers: await t.as(CLOSER),
    });
    expect(res.json()).toEqual({ currentAppointment: null });
    expect(fake.requests.at(-1)!.url).toBe(`/leads/proposalBuilderId/${id}`);
  });

  it('ignores failures and unknown leads: {baseLine: 0, split: 0.35}', async () => {
    expect(await baseline('L-BROKEN')).toEqual({ baseLine: 0, split: 0.35 });
    expect(await baseline('nobody')).toEqual({ baseLine: 0, split: 0.35 });
    expect(await baseline(undefined)).toEqual({ baseLine: 0, split: 0.35 });
  });
});

describe('embedded leads (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** As the demo user the demo lead names as closer (CLO-04: Closer, CLO-09: Sales Rep). */
  const baselineOf = async (customerId: string, email = CLOSER) =>
    (
      await t.app.inject({
        url: `/api/customers/${customerId}/baseline`,
        headers: await t.as(email),
      })
    ).json<BaselineResponse>();

  it('answers the seeded demo leads by the customer BsaId', async () => {
    expect(t.app.integrations.leads.source).toBe('embedded');
    expect(await baselineOf(await demoCustomerId(t, 'BSA-100201'))).toEqual({
      baseLine: 2.45,
      split: 0.35,
    });
    expect(await baselineOf(await demoCustomerId(t, 'BSA-100202'))).toEqual({
      baseLine: 2.6123,
      split: 0.6,
    });
    expect(await baselineOf(await demoCustomerId(t, 'BSA-100203'), REP)).toEqual({
      baseLine: 0,
      split: 0.35,
    });
  });

  it('finds appointments by our customer id; 404 for an unknown customer; 401 without sign-in', async () => {
    const id = await demoCustomerId(t, 'BSA-100201');
    const leads = createTableLeadsService(t.db);
    expect(await leads.getAppointmentByCustomerId(id)).toEqual({
      closerId: 'CLO-04',
      appointmentDate: '2026-12-02',
      startTime: '10:00',
    });
    expect(await leads.getAppointmentByCustomerId('not-a-uuid')).toBeNull();
    const appointment = await t.app.inject({
      url: `/api/customers/${id}/appointment`,
      headers: await t.as(CLOSER),
    });
    expect(appointment.json()).toEqual({
      currentAppointment: { closerId: 'CLO-04', appointmentDate: '2026-12-02', startTime: '10:00' },
    });
    const none = await t.app.inject({
      url: `/api/customers/${await freshCustomerId(t)}/appointment`,
      headers: await t.as(ADMIN),
    });
    expect(none.json()).toEqual({ currentAppointment: null });
    const missing = await t.app.inject({
      url: '/api/customers/00000000-0000-4000-8000-0000000000ff/baseline',
      headers: await t.as(CLOSER),
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/customers/${id}/baseline` })).statusCode).toBe(401);
  });
});
