// The built server as the benches run it: one plain `node apps/server/dist/server.mjs` on a free
// port and a fresh PGlite data dir, configured as `npm start` runs it (demo sign-in on).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  type Customer,
  type CustomerListResponse,
  type CustomerProposalsResponse,
  type ProposalShare,
} from '@pb/core';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const SERVER = path.join(root, 'apps/server/dist/server.mjs');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * A port and a fresh data dir for one bench; `start()` may be called again on the same data.
 * `serverFile` is the built server to run (another build's, for an A/B comparison).
 */
export async function benchServer(name: string, port?: number, serverFile = SERVER) {
  const chosenPort = port ?? (await freePort());
  const base = `http://127.0.0.1:${chosenPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pb-${name}-`));
  const start = (): ChildProcess =>
    // BENCH_SERVER_NODE_ARGS: node options for the server (e.g. `--cpu-prof`, to profile it).
    spawn(
      process.execPath,
      [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []), serverFile],
      {
        cwd: root,
        stdio: 'ignore',
        env: {
          ...process.env,
          // As `npm start` runs it (demo sign-in exists only outside production).
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(chosenPort),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          DEMO_SIGN_IN: 'auto',
          AUTH_RATE_LIMIT_PER_MINUTE: '10000',
          AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
          GOOGLE_CLIENT_ID: '',
          FACEBOOK_APP_ID: '',
          FACEBOOK_APP_SECRET: '',
          JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret-0123456789',
        },
      },
    );

  /** ms from now until /api/health answers 200 (polled every 20 ms). */
  const waitHealthy = async (server: ChildProcess, timeoutMs = 180_000): Promise<number> => {
    const started = performance.now();
    while (performance.now() - started < timeoutMs) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the server did not start');
  };

  const stop = async (server: ChildProcess) => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  };

  /** The seeded admin's tokens, through demo sign-in. */
  const login = async (): Promise<{ accessToken: string; refreshToken: string }> => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Demo', email: 'admin@example.com' }),
    });
    if (!res.ok) throw new Error(`demo sign-in failed: ${res.status}`);
    return (await res.json()) as { accessToken: string; refreshToken: string };
  };

  /** What the app keeps in localStorage for a user signed in with `tokens` (lib/auth-storage). */
  const signedInStorage = (tokens: {
    accessToken: string;
    refreshToken: string;
  }): Promise<Record<string, string>> =>
    Promise.resolve({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });

  /** The seeded customer "Alvarez" (the demo data's), whose page the web benches open. */
  const seededCustomer = async (accessToken: string): Promise<Customer> => {
    const res = await fetch(`${base}/api/customers?searchTerm=Alvarez&page=0&pageSize=25`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw new Error(`the customer list failed: ${res.status}`);
    const customer = ((await res.json()) as CustomerListResponse).customers[0];
    if (!customer) throw new Error('no seeded customer "Alvarez"');
    return customer;
  };

  /** A new share link (its token) of the newest proposal of `customerId`, made as the admin. */
  const shareLink = async (accessToken: string, customerId: string): Promise<string> => {
    const headers = { Authorization: `Bearer ${accessToken}` };
    const list = await fetch(`${base}/api/customers/${customerId}/Proposals`, { headers });
    const proposal = ((await list.json()) as CustomerProposalsResponse).items[0];
    if (!proposal) throw new Error('the seeded customer has no proposal');
    const res = await fetch(`${base}/api/Proposals/${proposal.id}/shares`, {
      method: 'POST',
      headers,
    });
    if (res.status !== 201) throw new Error(`creating a share link failed: ${res.status}`);
    return ((await res.json()) as ProposalShare).token;
  };

  /** Once healthy: the admin's tokens, the localStorage they come with, the seeded customer. */
  const signedInAdmin = async () => {
    const tokens = await login();
    return {
      tokens,
      storage: await signedInStorage(tokens),
      customer: await seededCustomer(tokens.accessToken),
    };
  };

  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    port: chosenPort,
    base,
    start,
    waitHealthy,
    stop,
    login,
    signedInStorage,
    seededCustomer,
    shareLink,
    signedInAdmin,
    removeData,
  };
}
