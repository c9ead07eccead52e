import type { SiteSettingsRecord, User } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createInstanceCluster,
  demoLogin,
  freePort,
  send,
  type Instance,
  type InstanceCluster,
} from '../helpers/server-instances';
import { isPostgres } from '../helpers/test-database';

/**
 * Each instance caches users, roles, sessions and the catalogue in memory and drops an entry when
 * its table changes on any instance (PostgreSQL NOTIFY, decision 0030). Two real processes: a
 * change written through A is what B answers next, with no stale window a user could use.
 */
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`instance B still answers the old ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!isPostgres())('the in-memory caches of two instances on one PostgreSQL', () => {
  let cluster: InstanceCluster;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    cluster = await createInstanceCluster('cache');
    [a, b] = [await cluster.start(await freePort()), await cluster.start(await freePort())];
  }, 120_000);
  afterAll(() => cluster?.stop(), 60_000);

  it('B answers the catalogue A just saved', async () => {
    const admin = (await demoLogin(a.url, 'admin@example.com')).accessToken;
    const closer = (await demoLogin(b.url, 'closer@example.com')).accessToken;
    const before = await call<SiteSettingsRecord>(b.url, closer, 'GET', '/api/settings/site');
    // Read twice on B so the second answer is the cached one.
    expect(await call(b.url, closer, 'GET', '/api/settings/site')).toEqual(before);

    const target = before.defaultEpcTarget === 3.33 ? 3.44 : 3.33;
    await call(a.url, admin, 'PATCH', '/api/settings/site', {
      defaultEpcTarget: target,
      adders: before.adders,
      roofTypes: before.roofTypes,
      steepPtichAmount: before.steepPtichAmount,
      treeAdderAmount: before.treeAdderAmount,
      flatRoofAmount: before.flatRoofAmount,
      version: before.version,
    });
    await eventually(async () => {
      const now = await call<SiteSettingsRecord>(b.url, closer, 'GET', '/api/settings/site');
      return now.defaultEpcTarget === target && now.version === before.version + 1;
    }, 'site settings');
  }, 60_000);

  it('B applies a role change made on A to the next request', async () => {
    const admin = (await demoLogin(a.url, 'admin@example.com')).accessToken;
    const rep = (await demoLogin(b.url, 'rep@example.com')).accessToken;
    // Without PB_MANAGE_USERS the list is refused; B now holds the rep's user and role.
    expect((await send(b.url, rep, 'GET', '/api/users')).status).toBe(403);
    expect((await send(b.url, rep, 'GET', '/api/users')).status).toBe(403);

    const users = await call<User[]>(a.url, admin, 'GET', '/api/users');
    const me = users.find((u) => u.email === 'rep@example.com')!;
    await call(a.url, admin, 'PUT', '/api/users', {
      id: me.id,
      version: me.version,
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      role: 'Admin',
    });
    await eventually(
      async () => (await send(b.url, rep, 'GET', '/api/users')).status === 200,
      'role',
    );
  }, 60_000);

  it('B refuses an access token as soon as its session signed out on A', async () => {
    const { accessToken, refreshToken } = await demoLogin(a.url, 'closer@example.com');
    expect((await send(b.url, accessToken, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await send(b.url, accessToken, 'GET', '/api/auth/me')).status).toBe(200);

    const out = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(out.status).toBe(204);
    await eventually(
      async () => (await send(b.url, accessToken, 'GET', '/api/auth/me')).status === 401,
      'session',
    );
  }, 60_000);
});
