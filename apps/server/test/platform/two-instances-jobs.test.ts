import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInstanceCluster,
  type Instance,
  type InstanceCluster,
} from '../helpers/server-instances';
import { isPostgres } from '../helpers/test-database';

/**
 * Two real server processes on one PostgreSQL (decisions 0047, 0049): a periodic job runs once
 * per interval across both, not once per instance, and a rate limit of N per window allows N in
 * all, not N on each. (Sign-out on one instance closing the socket on the other is in
 * chats/two-instances.test.ts.)
 */
const INTERVAL_MS = 1_000;
const POLL_MS = 100;
const AUTH_LIMIT = 5;

async function runCounts(databaseUrl: string): Promise<Map<string, number>> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ name: string; run_count: string }>(
      'SELECT name, run_count FROM job_schedules',
    );
    return new Map(rows.map((r) => [r.name, Number(r.run_count)]));
  } finally {
    await c.end();
  }
}

describe.skipIf(!isPostgres())('periodic jobs and rate limits across two instances', () => {
  let cluster: InstanceCluster;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    cluster = await createInstanceCluster('jobs');
    const env = {
      JOBS_POLL_MS: String(POLL_MS),
      UPLOAD_SWEEP_INTERVAL_MINUTES: String(INTERVAL_MS / 60_000),
      ONBOARDING_OUTBOX_RETRY_SECONDS: String(INTERVAL_MS / 1000),
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
    };
    // Port base 44xx (this worktree's ports).
    a = await cluster.start(4461, env);
    b = await cluster.start(4462, env);
  }, 120_000);
  afterAll(() => cluster?.stop(), 60_000);

  it('each periodic job runs once per interval across both instances', async () => {
    // Both instances poll every 100 ms for jobs whose interval is 1 s: were each to run its own
    // copy, a job would run about twice per second.
    await new Promise((r) => setTimeout(r, 1_500));
    const before = await runCounts(cluster.databaseUrl);
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 6_000));
    const after = await runCounts(cluster.databaseUrl);
    const elapsed = Date.now() - started;

    for (const name of ['upload-sweep', 'onboarding-outbox-retry']) {
      const runs = (after.get(name) ?? 0) - (before.get(name) ?? 0);
      // At most one run per full interval elapsed (plus the one whose interval straddles the
      // start); at least one per interval-plus-poll-delay, less one for a busy machine.
      const most = Math.floor(elapsed / INTERVAL_MS) + 1;
      const least = Math.floor(elapsed / (INTERVAL_MS + POLL_MS + 400)) - 1;
      expect(runs, name).toBeLessThanOrEqual(most);
      expect(runs, name).toBeGreaterThanOrEqual(least);
    }
  }, 60_000);

  it('a sign-in limit of 5 a minute allows 5 in all when requests alternate instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * AUTH_LIMIT; i++) {
      const res = await fetch(`${(i % 2 === 0 ? a : b).url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'Demo', email: 'rep@example.com' }),
      });
      statuses.push(res.status);
    }
    // Five sign-ins succeed, then every further attempt on either instance is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    // Another account has its own count.
    const other = await fetch(`${b.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Demo', email: 'closer@example.com' }),
    });
    expect(other.status).toBe(200);
  }, 60_000);
});
