import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, leads } from '../../src/db/schema/index';
import { createHttpLeadsService } from '../../src/integrations/leads/http-leads-service';
import { mirrorAllLeads } from '../../src/modules/leads/leads-mirror';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { freshCustomerId } from '../helpers/proposal-factory';
import { CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The sales system's leads mirrored into ours (decision 0037): with LEADS_API_URL set, the closer
 * a lead names (the demo Closer is CLO-04 in the sales system) reaches its customer once the
 * mirror has run, and no longer once the sales system drops the lead.
 */
const TOKEN = 'mirror-test-token';
/** Lead id → the sales system's answer; a missing id answers 404, 'BROKEN' 500. */
const salesSystem = new Map<string, unknown>();

let fake: FakeServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeServer(({ url, headers }) => {
    if (headers.authorization !== `Bearer ${TOKEN}`) return [401, { message: 'Unauthorized' }];
    const id = decodeURIComponent(/^\/leads\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    if (id === 'BROKEN') return [500, { error: 'boom' }];
    return salesSystem.has(id) ? [200, salesSystem.get(id)] : [404, { message: 'Not found' }];
  });
  t = await createTestApp({ env: { LEADS_API_URL: fake.url, LEADS_API_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const reach = async (customerId: string) =>
  (await t.app.inject({ url: `/api/customers/${customerId}`, headers: await t.as(CLOSER) }))
    .statusCode;
const mirror = (pageSize?: number) =>
  mirrorAllLeads(t.app.db, t.app.integrations.leads, { pageSize, concurrency: 2 });
const copyOf = async (leadId: string) =>
  (await t.app.db.select().from(leads).where(eq(leads.id, leadId)))[0];

const appointment = (closerId: string) => ({
  redline: '2.75',
  leadSetterId: 'SET-1',
  currentAppointment: { closerId, appointmentDate: '2026-12-03', startTime: '14:00' },
});

describe('leads mirror', () => {
  it('the lead naming the Closer lets them reach the customer once mirrored, with its fields', async () => {
    const leadId = `M-${Date.now()}`;
    salesSystem.set(leadId, appointment('CLO-04'));
    const customerId = await freshCustomerId(t, { metaData: { BsaId: leadId } });
    expect(await reach(customerId)).toBe(404);

    const summary = await mirror();
    expect(summary.mirrored).toBeGreaterThanOrEqual(1);
    expect(await reach(customerId)).toBe(200);
    expect(await copyOf(leadId)).toMatchObject({
      proposalBuilderId: customerId,
      redline: 2.75,
      leadSetterId: 'SET-1',
      closerId: 'CLO-04',
      appointmentDate: '2026-12-03',
      startTime: '14:00',
    });

    // The appointment moves to another closer: the copy follows, the Closer no longer reaches.
    salesSystem.set(leadId, appointment('CLO-99'));
    await mirror();
    expect((await copyOf(leadId))?.closerId).toBe('CLO-99');
    expect(await reach(customerId)).toBe(404);

    // The sales system drops the lead: so does the copy.
    salesSystem.set(leadId, appointment('CLO-04'));
    await mirror();
    expect(await reach(customerId)).toBe(200);
    salesSystem.delete(leadId);
    await mirror();
    expect(await copyOf(leadId)).toBeUndefined();
    expect(await reach(customerId)).toBe(404);
  });

  it('a failed look-up changes nothing and is counted; pages walk every customer', async () => {
    const kept = `K-${Date.now()}`;
    salesSystem.set(kept, appointment('CLO-04'));
    const keptId = await freshCustomerId(t, { metaData: { BsaId: kept } });
    await freshCustomerId(t, { metaData: { BsaId: 'BROKEN' } });
    const others = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const id = `P-${i}-${Date.now()}`;
        salesSystem.set(id, appointment('CLO-04'));
        return freshCustomerId(t, { metaData: { BsaId: id } });
      }),
    );
    // One customer per page: every page is walked.
    const summary = await mirror(1);
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    for (const id of [keptId, ...others]) expect(await reach(id)).toBe(200);

    // The sales system refuses every look-up now: the copies stay as they were.
    const broken = createHttpLeadsService({ baseUrl: fake.url, token: 'wrong' });
    const failed = await mirrorAllLeads(t.app.db, broken);
    expect(failed.mirrored + failed.gone).toBe(0);
    expect(await reach(keptId)).toBe(200);
  });

  it('a customer whose lead id changes or goes: the old copy is dropped, and with it the reach', async () => {
    const old = `O-${Date.now()}`;
    salesSystem.set(old, appointment('CLO-04'));
    const customerId = await freshCustomerId(t, { metaData: { BsaId: old } });
    await mirror();
    expect(await reach(customerId)).toBe(200);

    // The customer now carries another lead (one the sales system closes with someone else).
    const next = `N-${Date.now()}`;
    salesSystem.set(next, appointment('CLO-99'));
    await t.app.db
      .update(customers)
      .set({ metaData: { BsaId: next } })
      .where(eq(customers.id, customerId));
    await mirror();
    expect(await copyOf(old)).toBeUndefined();
    expect((await copyOf(next))?.closerId).toBe('CLO-99');
    expect(await reach(customerId)).toBe(404);

    // No lead id at all: no copy left for the customer.
    await t.app.db.update(customers).set({ metaData: {} }).where(eq(customers.id, customerId));
    await mirror();
    expect(
      await t.app.db.select().from(leads).where(eq(leads.proposalBuilderId, customerId)),
    ).toEqual([]);
  });
});
