import { and, asc, count, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { CustomerListFilters } from '@pb/core';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/index';
import { hasProposalsCondition } from './customer-proposals-filter';
import type { CustomerRow } from './customers.repository';

/** Shorter words match only at the start of a word (1–2 letters match too much to search inside). */
export const MIN_CONTAINS_LENGTH = 3;

/** A search word with LIKE's pattern characters escaped. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One search word: 3+ characters match anywhere in the lower-cased name/address text; 1–2
 * characters match the start of any word ("jo" finds Johnson and Joan, not Major). Both forms are
 * served by the pg_trgm GIN index (a word start is a padded trigram).
 */
function wordCondition(word: string): SQL {
  const text = escapeLike(word);
  const column = customers.searchText;
  if (word.length >= MIN_CONTAINS_LENGTH) return sql`${column} LIKE ${`%${text}%`}`;
  return sql`(${column} LIKE ${`${text}%`} OR ${column} LIKE ${`% ${text}%`})`;
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
  /** "Now" for createdWithin (tests). */
  now?: Date;
  /** Which customers the caller reaches (customer-access.ts); undefined for all. */
  scope?: SQL;
}

function filterConditions(search: CustomerSearch): SQL[] {
  const out: SQL[] = [];
  const { state, hasProposals, createdWithin } = search.filters;
  if (state?.length) out.push(inArray(customers.state, state));
  if (createdWithin) {
    const since = new Date((search.now ?? new Date()).getTime() - createdWithin * 86_400_000);
    out.push(gte(customers.createdAt, since));
  }
  if (hasProposals) out.push(hasProposalsCondition(hasProposals === 'yes'));
  if (search.scope) out.push(search.scope);
  return out;
}

const byName = [
  sql`lower(${customers.lastName})`,
  sql`lower(${customers.firstName})`,
  asc(customers.id),
];

type Page = { rows: CustomerRow[]; count: number };

/**
 * Without search words: the name-order btree walks the customers in list order and stops after the
 * page; the count is a separate query (skipped when the page is short: it tells the total).
 */
async function listPage(
  db: Db,
  where: SQL | undefined,
  offset: number,
  size: number,
): Promise<Page> {
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(...byName)
    .limit(size)
    .offset(offset);
  if (rows.length > 0 && rows.length < size) return { rows, count: offset + rows.length };
  if (rows.length === 0 && offset === 0) return { rows, count: 0 };
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  return { rows, count: total?.n ?? 0 };
}

/**
 * With search words: the matches come from the trigram index (bitmap scan), are materialised
 * with their sort keys, counted and sorted, and only the page's rows are then read by id. The
 * fence keeps the planner from walking the name index and filtering most of the table when it
 * misjudges how rare a fragment is (LIKE estimates on trigrams are rough).
 */
async function searchPage(db: Db, where: SQL, offset: number, size: number): Promise<Page> {
  const result = await db.execute(sql`
    WITH m AS MATERIALIZED (
      SELECT ${customers.id} AS id, lower(${customers.lastName}) AS ln, lower(${customers.firstName}) AS fn
      FROM ${customers} WHERE ${where}
    )
    SELECT id, (SELECT count(*)::int FROM m) AS total FROM m ORDER BY ln, fn, id LIMIT ${size} OFFSET ${offset}`);
  const page = (result as unknown as { rows: { id: string; total: number }[] }).rows;
  if (page.length === 0) {
    if (offset === 0) return { rows: [], count: 0 };
    const [total] = await db.select({ n: count() }).from(customers).where(where);
    return { rows: [], count: total?.n ?? 0 };
  }
  const ids = page.map((p) => p.id);
  const found = await db.select().from(customers).where(inArray(customers.id, ids));
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = ids.map((id) => byId.get(id)).filter((r): r is CustomerRow => r !== undefined);
  return { rows, count: Number(page[0]!.total) };
}

/**
 * One page of customers matching the search and filters, ordered by last name then first name
 * (case-insensitive, then id), and the total number of matches. Every search word must match.
 */
export async function searchCustomerRows(db: Db, search: CustomerSearch): Promise<Page> {
  const words = searchWords(search.searchTerm).map(wordCondition);
  const filters = filterConditions(search);
  const offset = search.page * search.pageSize;
  if (words.length === 0) {
    const where = filters.length ? and(...filters) : undefined;
    return listPage(db, where, offset, search.pageSize);
  }
  return searchPage(db, and(...words, ...filters)!, offset, search.pageSize);
}
