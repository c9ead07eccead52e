import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInstanceCluster,
  demoLogin,
  freePort,
  type InstanceCluster,
} from '../helpers/server-instances';
import { isPostgres } from '../helpers/test-database';

/**
 * Issue 32: 200 concurrent 5 MB bodies from one signed-in user are refused, and the server (a
 * real process on loopback, on PostgreSQL) stays under 400 MB of resident memory, peak
 * included (the kernel's VmHWM, reset after start-up). The issue measured a 1 GB peak with the
 * 12 MB limit; on this set-up (sources under tsx, PostgreSQL) the old limit also stayed near
 * 220 MB, so this guards the bound rather than reproducing that peak.
 */
const BODIES = 200;
const BODY_BYTES = 5 * 1024 * 1024;
const RSS_LIMIT_MB = 400;

let cluster: InstanceCluster;
let child: ChildProcess;
let base: string;

const memoryMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

beforeAll(async () => {
  if (!isPostgres()) return;
  cluster = await createInstanceCluster('bodies');
  const instance = await cluster.start(await freePort());
  child = instance.process;
  base = instance.url;
}, 120_000);
afterAll(() => cluster?.stop(), 60_000);

/** One POST of `body`; its status, or 0 when the server closed the connection mid-body. */
function post(url: string, token: string, body: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': body.length,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

describe.skipIf(!isPostgres())('big bodies (a server process on PostgreSQL)', () => {
  it(
    `refuses ${BODIES} concurrent 5 MB bodies under ${RSS_LIMIT_MB} MB`,
    { timeout: 120_000 },
    async () => {
      const { accessToken } = await demoLogin(base, 'closer@example.com');
      // Start-up's own peak (compiling the sources) is not the bodies': the peak restarts here.
      fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
      const before = memoryMb(child.pid!);
      // One buffer, sent 200 times: the test process does not hold a gigabyte.
      const body = Buffer.alloc(BODY_BYTES, 0x20);
      body.write('{"firstName":"', 0);
      const statuses = await Promise.all(
        Array.from({ length: BODIES }, () => post(`${base}/api/customers`, accessToken, body)),
      );
      const { rss, peak } = memoryMb(child.pid!);
      console.info(
        `bodies: ${BODIES} × 5 MB; RSS ${before.rss.toFixed(0)} MB before, ${rss.toFixed(0)} MB after, peak ${peak.toFixed(0)} MB`,
      );
      // Every one refused: a 4xx, or the connection closed once the answer was sent.
      expect(statuses.filter((s) => s !== 0 && (s < 400 || s >= 500))).toEqual([]);
      expect(statuses.filter((s) => s >= 400).length).toBeGreaterThan(0);
      expect(peak).toBeLessThan(RSS_LIMIT_MB);
      // Still serving.
      expect((await fetch(`${base}/api/health`)).ok).toBe(true);
    },
  );
});
