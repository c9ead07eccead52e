import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env } from './config/env';
import { compilePgliteWasm } from './db/pglite-wasm';

/** The signing secret: JWT_SECRET, or (outside production) one kept in the data folder. */
function resolveJwtSecret(env: Env): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (!fs.existsSync(file))
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

async function main() {
  // Start-up order (decision 0033): PGlite's WebAssembly starts compiling on another thread
  // first; the rest of the server's modules load meanwhile (dynamic imports, so they are not
  // evaluated before this line), then the database opens, migrates, and the app is built.
  const pgliteWasmModule = process.env.DATABASE_URL ? undefined : compilePgliteWasm();
  pgliteWasmModule?.catch(() => undefined); // a failure surfaces where openDatabase awaits it
  const [
    { isDemoSignInEnabled, listenHost, parseEnv },
    { loggerOptions, prettyLogStream },
    { openDatabase },
  ] = await Promise.all([import('./config/env'), import('./config/logger'), import('./db/client')]);
  const appModules = Promise.all([import('./app'), import('./db/seed/seed')]);
  appModules.catch(() => undefined); // awaited below, after the database opens

  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }

  // Development's pretty log stream loads while the database opens.
  const logStream = env.NODE_ENV === 'development' ? prettyLogStream() : undefined;
  logStream?.catch(() => undefined); // awaited below
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
  });
  const [{ buildApp }, { seedIfEmpty }] = await appModules;
  // Of several instances starting at once on one PostgreSQL, one migrates and seeds; the others
  // wait for it and then find nothing to do (decision 0049).
  const seeded = await database.withStartupLock(async () => {
    await database.migrate();
    return seedIfEmpty(database.db);
  });
  if (seeded) console.log('Seeded demo data into the empty database.');

  const app = await buildApp({
    env,
    db: database.db,
    jwtSecret: resolveJwtSecret(env),
    pubsub: database.pubsub,
    serveWeb: true,
    logger: loggerOptions(env, await logStream),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // Readiness turns 503 first; after SHUTDOWN_DRAIN_SECONDS (for a load balancer that polls
    // /api/ready) the server stops listening, finishes the requests in flight, closes its
    // sockets (clients reconnect, to another instance behind the proxy) and stops its jobs.
    app.lifecycle.draining = true;
    const drainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000;
    const timer = setTimeout(() => process.exit(1), drainMs + 20_000);
    try {
      if (drainMs) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const host = listenHost(env);
  try {
    await app.listen({ port: env.PORT, host });
  } catch (err) {
    // Close the database before leaving: PGlite's files, left open by an exit here, would not
    // open again (the next start aborted inside PostgreSQL).
    const code = (err as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${env.PORT} is in use by another program. Stop it, or start with PORT set to a free port.`
        : `Could not listen on ${host}:${env.PORT}: ${(err as Error).message}`,
    );
    await app.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }
  console.log(
    `Proposal Builder is running at http://localhost:${env.PORT} (database: ${database.kind})`,
  );
  if (isDemoSignInEnabled(env))
    console.log(
      host === '127.0.0.1'
        ? 'Demo sign-in is on (no sign-in provider is configured), so the app listens on 127.0.0.1 only. Set HOST to listen on other addresses; demo sign-in still answers only callers on this machine.'
        : `Demo sign-in is on and HOST=${host}: only callers on this machine can use it. Configure Google or Facebook sign-in for everyone else.`,
    );
}

/**
 * A start that fails says why in one line and exits non-zero. An uncaught error would print the
 * bundle's source line around the throw (one minified line of kilobytes) with its stack.
 */
function startFailure(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e && parts.length < 4; e = (e as { cause?: unknown }).cause) {
    const message = e instanceof Error ? e.message : String(e);
    if (message && !parts.includes(message)) parts.push(message);
  }
  return parts.join(': ').replace(/\s+/g, ' ').slice(0, 600);
}

main().catch((err: unknown) => {
  console.error(`Proposal Builder could not start: ${startFailure(err)}`);
  process.exit(1);
});
