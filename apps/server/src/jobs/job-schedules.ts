import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSchedules } from '../db/schema/index';

/**
 * Claims this interval's run of a periodic job: true for exactly one caller (any instance) once
 * `next_run_at` has come, which moves it one interval on in the same UPDATE. The row is made on
 * first use, due after `firstDelayMs`.
 */
export async function claimScheduledRun(
  db: Db,
  name: string,
  intervalMs: number,
  firstDelayMs: number,
): Promise<boolean> {
  await db
    .insert(jobSchedules)
    .values({ name, nextRunAt: sql`now() + ${firstDelayMs} * interval '1 millisecond'` })
    .onConflictDoNothing({ target: jobSchedules.name });
  const rows = await db
    .update(jobSchedules)
    .set({
      nextRunAt: sql`now() + ${intervalMs} * interval '1 millisecond'`,
      lastRunAt: sql`now()`,
      runCount: sql`${jobSchedules.runCount} + 1`,
    })
    .where(sql`${jobSchedules.name} = ${name} AND ${jobSchedules.nextRunAt} <= now()`)
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}
