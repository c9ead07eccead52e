/**
 * A scratch PostgreSQL database for a bench: created empty, dropped when the bench ends, and
 * dropped too when the bench is stopped (`npm run bench` sends SIGTERM to a bench that runs past
 * BENCH_TIMEOUT_MINUTES; Ctrl-C sends SIGINT), so a stopped run leaves no `pb_bench_*` behind.
 */
import pg from 'pg';

export const adminUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the admin database. */
export async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database (forcing its connections closed); once, however often it is called. */
  drop: () => Promise<void>;
}

/** Creates `pb_bench_<label>_<pid>` (replacing a leftover of the same name). */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `pb_bench_${label}_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | undefined;
  const drop = () => (dropping ??= admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: dropping ${name}`);
      void drop()
        .catch((err: unknown) => console.error(`Could not drop ${name}:`, err))
        .finally(() => process.exit(1));
    });
  }
  return { name, url: url.toString(), drop };
}
