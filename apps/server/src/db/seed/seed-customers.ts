import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { customers } from '../schema/index';
import { zipCentroid } from '../../integrations/geocoding/zip-centroid-geocoder';
import { CUSTOMER_SEED } from './customer-seed';

/** Demo customers with coordinates from the bundled ZIP table. Idempotent (keyed by BsaId). */
export async function seedCustomers(db: Db): Promise<void> {
  for (const c of CUSTOMER_SEED) {
    const [existing] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.metaData}->>'BsaId' = ${c.bsaId}`);
    if (existing) continue;
    const { bsaId, bsaAreaId, address2, ...fields } = c;
    await db.insert(customers).values({
      ...fields,
      address2: address2 ?? '',
      ...zipCentroid(c.zip),
      metaData: { BsaId: bsaId, BsaAreaId: bsaAreaId },
    });
  }
}
