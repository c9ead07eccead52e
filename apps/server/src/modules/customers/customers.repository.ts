import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Customer, CustomerListFilters } from '@pb/core';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/index';
import type { GeoPoint } from '../../integrations/geocoding/geocoder';
import { hasProposalsCondition } from './customer-proposals-filter';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerValues = Omit<
  typeof customers.$inferInsert,
  'id' | 'searchText' | 'version' | 'createdAt' | 'updatedAt'
>;

export const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zip: r.zip,
  latitude: r.latitude,
  longitude: r.longitude,
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

/** A search word with LIKE's pattern characters escaped. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shorter words match only at the start of a word (1–2 letters match too much to search inside). */
export const MIN_CONTAINS_LENGTH = 3;

/**
 * One search word: 3+ characters match anywhere in the lower-cased name/address text; 1–2
 * characters match the start of any word ("jo" finds Johnson and Joan, not Major). Both forms are
 * served by the pg_trgm GIN index (a word start is a padded trigram).
 */
function wordCondition(word: string): SQL {
  const text = escapeLike(word);
  if (word.length >= MIN_CONTAINS_LENGTH) return sql`${customers.searchText} LIKE ${`%${text}%`}`;
  return sql`(${customers.searchText} LIKE ${`${text}%`} OR ${customers.searchText} LIKE ${`% ${text}%`})`;
}

/** Search words: lower-cased, split on blanks, at most 8 (more narrows nothing useful). */
export function searchWords(searchTerm: string): string[] {
  return searchTerm.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

export interface CustomerSearch {
  searchTerm: string;
  filters: CustomerListFilters;
  page: number;
  pageSize: number;
  /** For tests and the bench: "now" for createdWithin. */
  now?: Date;
}

function whereOf(search: CustomerSearch): SQL | undefined {
  const conditions: SQL[] = searchWords(search.searchTerm).map(wordCondition);
  const { state, hasProposals, createdWithin } = search.filters;
  if (state?.length) conditions.push(inArray(customers.state, state));
  if (createdWithin) {
    const since = new Date((search.now ?? new Date()).getTime() - createdWithin * 86_400_000);
    conditions.push(gte(customers.createdAt, since));
  }
  if (hasProposals) conditions.push(hasProposalsCondition(hasProposals === 'yes'));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * One page of customers matching the search, ordered by last name then first name
 * (case-insensitive; served by customers_name_order_idx), and the total number of matches.
 * Every search word must match the lower-cased name/address text (see wordCondition).
 */
export async function searchCustomerRows(
  db: Db,
  search: CustomerSearch,
): Promise<{ rows: CustomerRow[]; count: number }> {
  const where = whereOf(search);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(sql`lower(${customers.lastName})`, sql`lower(${customers.firstName})`, customers.id)
      .limit(search.pageSize)
      .offset(search.page * search.pageSize),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, count: totals[0]?.n ?? 0 };
}
