import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { US_STATE_ABBREVIATIONS } from '../../geo/us-states';
import { CustomerSchema } from './customer.schema';

/** Page sizes of the customer list (spec 3 §9); 25 is the default. */
export const CUSTOMER_PAGE_SIZES = [25, 50, 75, 100] as const;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 25;

/** "Created within the last N days" choices of the filter popover. */
export const CUSTOMER_CREATED_WITHIN_DAYS = [7, 30, 90] as const;

/**
 * Filters of the customer list popover, each shown as a chip when set:
 * - `state`: any of these states (checkboxes; empty or absent = all states);
 * - `hasProposals`: 'yes' = only customers with at least one proposal, 'no' = only those without;
 * - `createdWithin`: only customers created within the last 7, 30 or 90 days.
 */
export const CustomerListFiltersSchema = lazySchema(() =>
  z.object({
    state: z.array(z.enum(US_STATE_ABBREVIATIONS)).max(60).optional(),
    hasProposals: z.enum(['yes', 'no']).optional(),
    createdWithin: z.literal(CUSTOMER_CREATED_WITHIN_DAYS).optional(),
  }),
);
export type CustomerListFilters = z.infer<typeof CustomerListFiltersSchema>;

const filtersParam = lazySchema(() =>
  z
    .string()
    .max(2000)
    .describe(
      'JSON text of {state?: string[], hasProposals?: "yes" | "no", createdWithin?: 7 | 30 | 90}',
    )
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filters must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(CustomerListFiltersSchema),
);

/**
 * Query of GET /api/customers.
 * - `searchTerm`: words matched case-insensitively against first name, last name, address,
 *   city, state and zip; every word must match. Words of 3+ characters match anywhere ("mit"
 *   finds Smith), 1–2 characters match the start of a word ("jo" finds Johnson, not Major).
 *   Empty = everyone.
 * - `page`: **0-based** page index (default 0).
 * - `pageSize`: 25, 50, 75 or 100 (default 25).
 * - `filters`: the JSON text of a CustomerListFilters object, URL-encoded, e.g.
 *   `filters={"state":["AZ","TX"],"hasProposals":"yes","createdWithin":30}`.
 * Results are ordered by last name, then first name (case-insensitive).
 */
export const CustomerListQuerySchema = lazySchema(() =>
  z.object({
    searchTerm: z.string().max(200).default(''),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce
      .number()
      .int()
      .refine(
        (n) => (CUSTOMER_PAGE_SIZES as readonly number[]).includes(n),
        'Page size must be 25, 50, 75 or 100',
      )
      .default(DEFAULT_CUSTOMER_PAGE_SIZE),
    filters: filtersParam.optional(),
  }),
);
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof CustomerListQuerySchema>;

/** Reply of GET /api/customers: one page of customers and the total count of matches. */
export const CustomerListResponseSchema = lazySchema(() =>
  z.object({
    customers: z.array(CustomerSchema),
    count: z.int().nonnegative(),
  }),
);
export type CustomerListResponse = z.infer<typeof CustomerListResponseSchema>;

/** Builds the query string of GET /api/customers (the list screen's one way to call it). */
export function customerListSearchParams(query: {
  searchTerm?: string;
  page?: number;
  pageSize?: number;
  filters?: CustomerListFilters;
}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.searchTerm) params.set('searchTerm', query.searchTerm);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const f = query.filters;
  if (f && (f.state?.length || f.hasProposals || f.createdWithin))
    params.set('filters', JSON.stringify(f));
  return params;
}
