import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { roles } from '../../src/db/schema/index';
import { TableCache } from '../../src/db/table-cache';
import type { PubSubListener } from '../../src/realtime/pubsub';
import { CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/** A pubsub whose events and connection state the test drives. */
function fakePubSub() {
  const listeners = new Set<PubSubListener>();
  const reconnects = new Set<() => void>();
  return {
    listening: true,
    subscribe: (l: PubSubListener) => (listeners.add(l), () => void listeners.delete(l)),
    onReconnect: (l: () => void) => (reconnects.add(l), () => void reconnects.delete(l)),
    emit: (payload: string) => listeners.forEach((l) => l(payload)),
    reconnect: () => reconnects.forEach((l) => l()),
  };
}
const changed = (table: string) => JSON.stringify({ t: 'table', table });

describe('table cache', () => {
  it('serves a stored value until its table changes, on this instance or another', async () => {
    const bus = fakePubSub();
    const cache = new TableCache(bus);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get('panels', 'list', load)).toBe(1);
    expect(await cache.get('panels', 'list', load)).toBe(1);
    bus.emit(changed('inverters'));
    expect(await cache.get('panels', 'list', load)).toBe(1);
    bus.emit(changed('panels'));
    expect(await cache.get('panels', 'list', load)).toBe(2);
    cache.invalidate('panels');
    expect(await cache.get('panels', 'list', load)).toBe(3);
  });

  it('drops an entry read from several tables when any of them changes', async () => {
    const bus = fakePubSub();
    const cache = new TableCache(bus);
    let reads = 0;
    const load = async () => ++reads;
    await cache.get('users,roles', 'u1', load);
    bus.emit(changed('roles'));
    expect(await cache.get('users,roles', 'u1', load)).toBe(2);
    bus.emit(changed('users'));
    expect(await cache.get('users,roles', 'u1', load)).toBe(3);
  });

  it('does not keep a read that was under way when the table changed', async () => {
    const bus = fakePubSub();
    const cache = new TableCache(bus);
    let release!: (v: string) => void;
    const slow = cache.get('refresh_tokens', 's1', () => new Promise<string>((r) => (release = r)));
    bus.emit(changed('refresh_tokens')); // the session ends while the read is in flight
    release('live (read before the change)');
    expect(await slow).toBe('live (read before the change)');
    expect(await cache.get('refresh_tokens', 's1', async () => 'ended')).toBe('ended');
  });

  it('stands aside while events cannot arrive, and forgets everything after a reconnect', async () => {
    const bus = fakePubSub();
    const cache = new TableCache(bus);
    let reads = 0;
    const load = async () => ++reads;
    await cache.get('panels', 'list', load);
    bus.listening = false;
    expect(await cache.get('panels', 'list', load)).toBe(2);
    expect(await cache.get('panels', 'list', load)).toBe(3);
    bus.listening = true;
    expect(await cache.get('panels', 'list', load)).toBe(4); // nothing from before the outage
    expect(await cache.get('panels', 'list', load)).toBe(4);
    bus.reconnect();
    expect(await cache.get('panels', 'list', load)).toBe(5);
  });
});

describe('cached sign-in state through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('a session ended in the database (another instance, or by hand) ends its access token', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 'Demo', email: CLOSER },
    });
    const { accessToken } = login.json<{ accessToken: string }>();
    expect((await me(accessToken)).statusCode).toBe(200);
    expect((await me(accessToken)).statusCode).toBe(200); // now served from the cache
    // Not through this app: the table trigger's NOTIFY is what reaches the cache.
    await t.db.execute(sql`update refresh_tokens set revoked_at = now() where revoked_at is null`);
    await vi.waitFor(async () => expect((await me(accessToken)).statusCode).toBe(401), {
      timeout: 2000,
    });
  });

  it('a role changed in the database applies to the next request', async () => {
    const closer = await t.as(CLOSER);
    expect((await t.app.inject({ url: '/api/users', headers: closer })).statusCode).toBe(403);
    const [before] = await t.db.select().from(roles).where(eq(roles.name, 'Closer'));
    await t.db
      .update(roles)
      .set({ capabilities: [...before!.capabilities, 'PB_MANAGE_ADMIN_ITEMS'] })
      .where(eq(roles.name, 'Closer'));
    try {
      await vi.waitFor(
        async () =>
          expect((await t.app.inject({ url: '/api/users', headers: closer })).statusCode).toBe(200),
        { timeout: 2000 },
      );
    } finally {
      await t.db
        .update(roles)
        .set({ capabilities: before!.capabilities })
        .where(eq(roles.name, 'Closer'));
    }
    await vi.waitFor(
      async () =>
        expect((await t.app.inject({ url: '/api/users', headers: closer })).statusCode).toBe(403),
      { timeout: 2000 },
    );
  });
});
