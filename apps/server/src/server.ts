import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env } from './config/env';
import { compilePgliteWasm } from './db/pglite-wasm';
import { startFailure } from './config/start-failure';

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
  // However many instances start at once, one migrates and seeds; the others wait, then find
  // the work done (decision 0049).
  const seeded = await database.exclusive(async () => {
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
    // Readiness turns false first; the proxy moves new work elsewhere during the delay, then
    // the listener closes, requests in flight finish and sockets close with 1012 (restart).
    app.lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_MS));
    const timer = setTimeout(() => process.exit(1), 10_000);
    try {
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

main().catch((err: unknown) => {
  console.error(startFailure(err));
  process.exit(1);
});
