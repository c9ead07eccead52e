import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerIntervalLoads } from '../../db/schema';

/** The stored 8760 hours of the customer's metered load; null when none was uploaded. */
export async function meteredLoadOf(db: Db, customerId: string): Promise<Float64Array | null> {
  const [row] = await db
    .select({ kwh: customerIntervalLoads.hourlyKwh })
    .from(customerIntervalLoads)
    .where(eq(customerIntervalLoads.customerId, customerId));
  return row ? Float64Array.from(row.kwh) : null;
}
