import { and, eq } from 'drizzle-orm';
import type { Customer } from '@pb/core';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/index';
import type { GeoPoint } from '../../integrations/geocoding/geocoder';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerValues = Omit<
  typeof customers.$inferInsert,
  'id' | 'searchText' | 'version' | 'createdAt' | 'updatedAt'
>;

/** 0,0 in the table is "not located": the API says so with null (decision 0055). */
const isLocated = (r: CustomerRow) => r.latitude !== 0 || r.longitude !== 0;

export const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zip: r.zip,
  latitude: isLocated(r) ? r.latitude : null,
  longitude: isLocated(r) ? r.longitude : null,
  locationSource: !isLocated(r) ? 'unknown' : r.isLocationPlaced ? 'placed' : 'address',
  phone: r.phone,
  email: r.email,
  metaData: r.metaData,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function findCustomerRow(db: Db, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function insertCustomerRow(db: Db, values: CustomerValues): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateCustomerRow(
  db: Db,
  id: string,
  version: number,
  values: Partial<CustomerValues>,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.version, version)))
    .returning();
  return row;
}

/**
 * Fills in looked-up coordinates of a customer still at 0,0. The version is not bumped: the
 * coordinates are the server's, never part of what a client edits, so no edit can conflict.
 */
export async function fillCoordinates(
  db: Db,
  id: string,
  point: GeoPoint,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ latitude: point.latitude, longitude: point.longitude })
    .where(and(eq(customers.id, id), eq(customers.latitude, 0), eq(customers.longitude, 0)))
    .returning();
  return row;
}
