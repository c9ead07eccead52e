import { eq } from 'drizzle-orm';
import { CHAT_MESSAGES as M, type ChatRequest, type CompletedChat, type UserChat } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatUserIndex, roles } from '../../src/db/schema/index';
import { ADMIN, CLOSER, createTestApp, DEVELOPER, REP, type TestApp } from '../helpers/test-app';
import { assignCustomer } from '../helpers/assign-customer';
import { createCustomer, openRequest, userId } from './chat-test-kit';

let t: TestApp;
let closerId: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  closerId = await userId(t, CLOSER);
  adminId = await userId(t, ADMIN);
});
afterAll(() => t.close());

const post = async (email: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: await t.as(email),
    ...(payload ? { payload } : {}),
  });
const get = async (email: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.as(email) });
const put = async (email: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: await t.as(email), payload });

describe('opening requests (spec 3 §2, §8)', () => {
  it('a rep opens an initial request; a second active one answers the exact message', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: true, startMessage: 'Hi team' });
    expect(r).toMatchObject({
      customerId,
      initial: true,
      old: false,
      ownedBy: null,
      isActive: true,
      startMessage: 'Hi team',
      rep: { id: closerId, firstName: 'Carl' },
    });
    const again = await post(CLOSER, '/api/chats/requests', {
      customerId,
      initial: true,
      startMessage: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Inital design request already created');
    // A redesign of the same customer is a different thing and is allowed.
    const redesign = await post(CLOSER, '/api/chats/requests', {
      customerId,
      initial: false,
      startMessage: 'change panels',
    });
    expect(redesign.statusCode).toBe(201);
  });

  it('two reps racing for the initial request of one customer: one request', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const body = { customerId, initial: true, startMessage: 'race' };
    const results = await Promise.all([
      post(CLOSER, '/api/chats/requests', body),
      post(REP, '/api/chats/requests', body),
      post(CLOSER, '/api/chats/requests', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('/design/{id} resolves the sales-system id (BsaId) and marks old designs', async () => {
    const customerId = await createCustomer(t, ADMIN, { metaData: { BsaId: 'BSA-777' } });
    const r = await openRequest(t, CLOSER, { customerId: 'BSA-777', initial: true, old: true });
    expect(r.customerId).toBe(customerId);
    expect(r.old).toBe(true);
  });

  it('an unknown customer answers the link-accounts message and creates nothing', async () => {
    const res = await post(CLOSER, '/api/chats/requests', {
      customerId: 'NO-SUCH-LEAD',
      initial: true,
      startMessage: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.unknownDesignCustomer);
  });

  it('bad input is a 400 and changes nothing', async () => {
    const customerId = await createCustomer(t, ADMIN);
    for (const payload of [
      { customerId, initial: true, startMessage: '' },
      { customerId, startMessage: 'x' },
      { customerId, initial: true, startMessage: 'x'.repeat(2001) },
    ]) {
      const res = await post(CLOSER, '/api/chats/requests', payload);
      expect(res.statusCode).toBe(400);
    }
    const list = await get(ADMIN, `/api/chats/customer/${customerId}`);
    expect(list.json()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chats/requests', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('the dashboard list (spec 1 §2)', () => {
  it('lists active requests sorted by appointment date, for PB_VIEW_REDESIGN_DASHBOARD only', async () => {
    const late = await createCustomer(t, ADMIN, { firstName: 'Late' }, []);
    const early = await createCustomer(t, ADMIN, { firstName: 'Early' }, []);
    await assignCustomer(t, late, CLOSER, { appointmentDate: '2031-05-02' });
    await assignCustomer(t, early, CLOSER, { appointmentDate: '2031-05-01' });
    const rLate = await openRequest(t, CLOSER, { customerId: late, initial: true });
    const rEarly = await openRequest(t, CLOSER, { customerId: early, initial: false });
    const res = await get(ADMIN, '/api/chats/requests');
    expect(res.statusCode).toBe(200);
    const list = res.json<ChatRequest[]>();
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(rEarly.id)).toBeLessThan(ids.indexOf(rLate.id));
    expect(list.find((r) => r.id === rEarly.id)?.appointmentDate).toBe('2031-05-01');
    // Requests with an appointment come before those without.
    const firstUnknown = list.findIndex((r) => r.appointmentDate === null);
    expect(firstUnknown === -1 || firstUnknown > ids.indexOf(rLate.id)).toBe(true);
    expect((await get(CLOSER, '/api/chats/requests')).statusCode).toBe(403);
    expect((await get(REP, '/api/chats/requests')).statusCode).toBe(403);
  });
});

describe('Start, Unclaim, Mark Completed (spec 1 §4)', () => {
  it('Start sets owner and start time, adds the user to the request and their index', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: true });
    const res = await post(ADMIN, `/api/chats/requests/${r.id}/start`);
    expect(res.statusCode).toBe(200);
    const started = res.json<ChatRequest>();
    expect(started.ownedBy).toBe(adminId);
    expect(started.owner?.firstName).toBe('Ada');
    expect(started.startTimestamp).not.toBeNull();
    expect(started.users.map((u) => u.id)).toEqual([adminId]);
    const index = await t.db.select().from(chatUserIndex).where(eq(chatUserIndex.userId, adminId));
    expect(index.map((i) => i.requestId)).toContain(r.id);
    // A second Start is refused, and a rep cannot start at all.
    const again = await post(DEVELOPER, `/api/chats/requests/${r.id}/start`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.requestAlreadyStarted);
    expect((await post(CLOSER, `/api/chats/requests/${r.id}/start`)).statusCode).toBe(403);
  });

  it('concurrent Start by two users: exactly one owner', async () => {
    for (let round = 0; round < 5; round++) {
      const customerId = await createCustomer(t, ADMIN);
      const r = await openRequest(t, CLOSER, { customerId, initial: false });
      const [a, b] = await Promise.all([
        post(ADMIN, `/api/chats/requests/${r.id}/start`),
        post(DEVELOPER, `/api/chats/requests/${r.id}/start`),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = (a.statusCode === 200 ? a : b).json<ChatRequest>().ownedBy;
      const now = (await get(ADMIN, `/api/chats/requests/${r.id}`)).json<ChatRequest>();
      expect(now.ownedBy).toBe(winner);
      expect(now.users).toHaveLength(1);
    }
  });

  it('Unclaim: the owner or PB_MANAGE_REDESIGN_REQUESTS, nobody else', async () => {
    // A proposal-team role without the manage capability.
    await t.db
      .update(roles)
      .set({ capabilities: ['PB_VIEW_REDESIGN_DASHBOARD'] })
      .where(eq(roles.name, 'Sales Rep'));
    const repId = await userId(t, REP);
    const customerId = await createCustomer(t, ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: false });
    expect((await post(ADMIN, `/api/chats/requests/${r.id}/start`)).statusCode).toBe(200);
    const denied = await post(REP, `/api/chats/requests/${r.id}/unclaim`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(M.mayNotUnclaim);
    expect((await post(CLOSER, `/api/chats/requests/${r.id}/unclaim`)).statusCode).toBe(403);
    // A manager unclaims someone else's request.
    const byManager = await post(DEVELOPER, `/api/chats/requests/${r.id}/unclaim`);
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json<ChatRequest>().ownedBy).toBeNull();
    const index = await t.db.select().from(chatUserIndex).where(eq(chatUserIndex.userId, adminId));
    expect(index.map((i) => i.requestId)).not.toContain(r.id);
    // The owner without the manage capability unclaims their own.
    expect((await post(REP, `/api/chats/requests/${r.id}/start`)).statusCode).toBe(200);
    const own = await post(REP, `/api/chats/requests/${r.id}/unclaim`);
    expect(own.statusCode).toBe(200);
    expect(own.json<ChatRequest>().ownedBy).toBeNull();
    expect((await post(REP, `/api/chats/requests/${r.id}/unclaim`)).json().message).toBe(
      M.requestNotOwned,
    );
    void repId;
    await t.db
      .update(roles)
      .set({ capabilities: ['PB_RED_LINE'] })
      .where(eq(roles.name, 'Sales Rep'));
  });

  it('Mark Completed (POST chats): owner only, answers the request with its messages', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: true });
    expect((await post(ADMIN, `/api/chats/requests/${r.id}/start`)).statusCode).toBe(200);
    await post(CLOSER, `/api/chats/requests/${r.id}/messages`, { text: 'first' });
    await post(ADMIN, `/api/chats/requests/${r.id}/messages`, { text: 'second' });
    const byRep = await post(CLOSER, '/api/chats', { id: r.id });
    expect(byRep.statusCode).toBe(403);
    expect(byRep.json().message).toBe(M.onlyOwnerMayComplete);
    const res = await post(ADMIN, '/api/chats', { id: r.id });
    expect(res.statusCode).toBe(200);
    const done = res.json<CompletedChat>();
    expect(done.request.isActive).toBe(false);
    expect(done.request.closedTimestamp).not.toBeNull();
    expect(done.messages.map((m) => m.text)).toEqual(['first', 'second']);
    expect((await post(ADMIN, '/api/chats', { id: r.id })).json().message).toBe(M.requestNotActive);
    // It leaves the boards; a new initial request for the customer is possible again.
    const board = (await get(ADMIN, '/api/chats/requests')).json<ChatRequest[]>();
    expect(board.map((b) => b.id)).not.toContain(r.id);
    await openRequest(t, CLOSER, { customerId, initial: true });
  });
});

describe('chat lists and messages', () => {
  it('a rep sees only their own requests; the team sees all', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const mine = await openRequest(t, CLOSER, { customerId, initial: false });
    const theirs = await openRequest(t, REP, { customerId, initial: false });
    const asCloser = (await get(CLOSER, `/api/chats/customer/${customerId}`)).json<ChatRequest[]>();
    expect(asCloser.map((r) => r.id)).toEqual([mine.id]);
    const asAdmin = (await get(ADMIN, `/api/chats/customer/${customerId}`)).json<ChatRequest[]>();
    expect(asAdmin.map((r) => r.id).sort()).toEqual([mine.id, theirs.id].sort());
    // Out of reach answers exactly like missing (404, same body): request ids cannot be probed.
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [path, send] of [
      ['', (id: string) => get(CLOSER, `/api/chats/requests/${id}`)],
      ['/messages', (id: string) => get(CLOSER, `/api/chats/requests/${id}/messages`)],
      [
        '/messages',
        (id: string) => post(CLOSER, `/api/chats/requests/${id}/messages`, { text: 'hi' }),
      ],
      [
        '/read',
        (id: string) => put(CLOSER, `/api/chats/requests/${id}/read`, { lastMessageId: 0 }),
      ],
    ] as const) {
      const [out, absent] = [await send(theirs.id), await send(missing)];
      expect([path, out.statusCode, out.json()]).toEqual([path, 404, absent.json()]);
      expect(absent.statusCode).toBe(404);
    }
  });

  it('unread counts follow lastMessageId; messages catch up after an id', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: false });
    await post(ADMIN, `/api/chats/requests/${r.id}/start`);
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three']) {
      const res = await post(ADMIN, `/api/chats/requests/${r.id}/messages`, { text });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    expect(ids[0]! < ids[1]! && ids[1]! < ids[2]!).toBe(true);
    const list = (await get(CLOSER, `/api/chats/user/${closerId}`)).json<UserChat[]>();
    const entry = list.find((c) => c.id === r.id)!;
    expect(entry.unreadCount).toBe(3);
    expect(entry.latestMessageId).toBe(ids[2]);
    const after = (await get(CLOSER, `/api/chats/requests/${r.id}/messages?after=${ids[0]}`)).json<
      { text: string }[]
    >();
    expect(after.map((m) => m.text)).toEqual(['two', 'three']);
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/chats/requests/${r.id}/read`,
      headers: await t.as(CLOSER),
      payload: { lastMessageId: ids[1] },
    });
    expect(read.statusCode).toBe(204);
    const again = (await get(CLOSER, `/api/chats/user/${closerId}`)).json<UserChat[]>();
    expect(again.find((c) => c.id === r.id)!.unreadCount).toBe(1);
    // Someone else's list is not readable.
    expect((await get(CLOSER, `/api/chats/user/${adminId}`)).statusCode).toBe(403);
  });

  it('the rep chat lists the last 15 requests, newest first', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const made: string[] = [];
    for (let i = 0; i < 17; i++)
      made.push((await openRequest(t, REP, { customerId, initial: false })).id);
    const repId = await userId(t, REP);
    const list = (await get(REP, `/api/chats/user/${repId}`)).json<UserChat[]>();
    expect(list).toHaveLength(15);
    expect(list[0]!.id).toBe(made[16]);
  });

  it('a completed request leaves the rep chat list; active ones stay (spec 3 §4)', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const done = await openRequest(t, CLOSER, { customerId, initial: false });
    const open = await openRequest(t, CLOSER, { customerId, initial: false });
    const completed = await post(ADMIN, '/api/chats', { id: done.id });
    expect(completed.statusCode).toBe(200);
    const list = (await get(CLOSER, `/api/chats/user/${closerId}`)).json<UserChat[]>();
    expect(list.some((c) => c.id === open.id)).toBe(true);
    expect(list.some((c) => c.id === done.id)).toBe(false);
    expect(list.every((c) => c.isActive)).toBe(true);
  });

  it('empty messages and foreign image paths are 400', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: false });
    for (const payload of [
      { text: '' },
      { text: '   ' },
      { imagePath: '../etc/passwd' },
      { imagePath: 'roof-images/00000000-0000-0000-0000-000000000000.png' },
    ]) {
      expect((await post(CLOSER, `/api/chats/requests/${r.id}/messages`, payload)).statusCode).toBe(
        400,
      );
    }
    const missing = await post(CLOSER, `/api/chats/requests/${r.id}/messages`, {
      imagePath: 'chat/00000000-0000-0000-0000-000000000000.png',
    });
    expect(missing.statusCode).toBe(400);
    const none = (await get(CLOSER, `/api/chats/requests/${r.id}/messages`)).json<unknown[]>();
    expect(none).toEqual([]);
  });
});
