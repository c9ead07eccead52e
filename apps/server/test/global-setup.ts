import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedAll } from '../src/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server built for the tests that start it as a process (serverCommand). */
    serverEntry: string;
    dbTemplate:
      { kind: 'pglite'; file: string } | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

/**
 * The tests that run the server as a process (kill -9, two instances, the port in use, SIGTERM)
 * start this build of it, made once per run from the sources (~3 s), as `npm start` runs dist/:
 * under tsx each start compiled the server again (4.5 s against 0.7 s to healthy).
 */
function buildServer(): string {
  const serverDir = path.resolve(import.meta.dirname, '..');
  const outdir = '.test-server';
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: serverDir,
    env: { ...process.env, SERVER_OUTDIR: outdir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return path.join(serverDir, outdir, 'server.mjs');
}

/**
 * Migrates and seeds once, then each test file starts from a copy: a PGlite data-dir dump, or a
 * PostgreSQL database created from a template (when TEST_DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  project.provide('serverEntry', buildServer());
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `pb_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await seedAll(database.db);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', adminUrl, template });
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      const { rows } = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'pb_t_${process.pid}_%' OR datname = $1`,
        [template],
      );
      for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedAll(database.db);
  const blob = await database.dump!();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-template-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
