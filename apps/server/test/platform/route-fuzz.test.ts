import { BODY_LIMITS } from '@pb/core';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/plugins/access-control';
import { detailsBody, useCatalogueSnapshots } from '../helpers/details-fixture';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  updateBody,
} from '../helpers/proposal-factory';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';
import {
  bodyVariants,
  hugeNumberVariants,
  paramVariants,
  queryVariants,
  sampleOf,
  type Variant,
} from '../helpers/route-fuzz-variants';

/**
 * Issue 14 "Done when": every registered route, called by an Admin (every capability) with
 * malformed variants of what its zod schemas accept, answers below 500; and a rejected request
 * (4xx) leaves every table exactly as it was.
 *
 * Tables left out of the checksum: `refresh_tokens` (signing in writes one; the walk signs the
 * Admin in once before it starts, and the sign-in routes are walked last) and drizzle's migration
 * journal. Every other table counts, notifications and outboxes included.
 *
 * A trigger on each of those tables counts the rows a statement writes (and commits, as the count
 * rolls back with it). A request after which no count moved wrote nothing, and the checksums, a
 * read of every row, are taken again only after one that did.
 */
const VOLATILE_TABLES = new Set(['refresh_tokens', '__drizzle_migrations']);
/** Bound on the requests one route gets, so the walk stays well under a minute on PGlite. */
const MAX_VARIANTS_PER_ROUTE = 12;
/** Bound on the extra "one number made 1e308" requests of a route with a known-valid body. */
const MAX_HUGE_NUMBER_VARIANTS = 40;

let t: TestApp;
let headers: Record<string, string>;
let tables: string[] = [];
const ids: Record<string, string> = {};
const validBodies = new Map<string, unknown>();

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.as(ADMIN);
  await useCatalogueSnapshots(t);
  const catalogue = await loadProposalCatalogue(t);
  ids.customer = await demoCustomerId(t, 'BSA-100201');
  const proposal = await createProposalAs(t, ADMIN, proposalBody(catalogue, ids.customer));
  ids.proposal = proposal.id;
  ids.self = (await t.app.inject({ url: '/api/auth/me', headers })).json<{ id: string }>().id;
  // Known-valid bodies for the pricing routes: a single wrong value then reaches the engine.
  const saved = await t.app.inject({ url: `/api/customers/${ids.customer}/Details`, headers });
  const version = saved.statusCode === 200 ? saved.json<{ version: number }>().version : null;
  validBodies.set('PATCH /api/customers/:customerId/Details', detailsBody({ version }));
  validBodies.set('POST /api/customers/:customerId/Details/generate', detailsBody({ version }));
  validBodies.set('POST /api/Proposals', proposalBody(catalogue, ids.customer));
  validBodies.set('PUT /api/Proposals', updateBody(proposal));
  const names = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  tables = names.map((r) => r.table_name).filter((name) => !VOLATILE_TABLES.has(name));
  // One statement per query (the extended protocol takes no more).
  const statements = [
    'create table fuzz_row_writes (name text primary key, n bigint not null)',
    `create function fuzz_count_write() returns trigger language plpgsql as $$
      begin
        insert into fuzz_row_writes values (TG_TABLE_NAME, 1)
          on conflict (name) do update set n = fuzz_row_writes.n + 1;
        return null;
      end $$`,
    ...tables.flatMap((name) => [
      `create trigger fuzz_count after insert or update or delete on "${name}"
        for each row execute function fuzz_count_write()`,
      `create trigger fuzz_count_truncate after truncate on "${name}"
        for each statement execute function fuzz_count_write()`,
    ]),
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
});
afterAll(() => t.close());

/** One md5 per table of all its rows, in one statement. */
async function checksums(): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from "${name}" t`,
  );
  const rows = await rowsOf<{ name: string; sum: string }>(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** The rows written so far, per table, as one string that changes with any of them. */
async function writeCount(): Promise<string> {
  const rows = await rowsOf<{ name: string; n: string }>(
    sql`select name, n from fuzz_row_writes order by name`,
  );
  return rows.map((r) => `${r.name}:${r.n}`).join(',');
}

/**
 * The tables a request changed, against the checksums taken before it: none when no row was
 * written, else by a new checksum of every table (which the next request is then judged by).
 */
function tableWatch() {
  let state: Promise<{ writes: string; sums: Record<string, string> }> = Promise.all([
    writeCount(),
    checksums(),
  ]).then(([writes, sums]) => ({ writes, sums }));
  return async (): Promise<string[]> => {
    const before = await state;
    const writes = await writeCount();
    if (writes === before.writes) return [];
    const sums = await checksums();
    state = Promise.resolve({ writes, sums });
    return Object.keys(sums).filter((name) => sums[name] !== before.sums[name]);
  };
}

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/** Real records where a route reads one (customers, proposals, the caller), a sample id elsewhere. */
function pathParams(route: RegisteredRoute): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name = ''] of route.url.matchAll(/:([A-Za-z]+)/g)) {
    const lower = route.url.toLowerCase();
    if (name === 'userId') out[name] = ids.self!;
    else if (name === 'customerId' || (name === 'id' && lower.startsWith('/api/customers/')))
      out[name] = ids.customer!;
    else if (name === 'id' && lower.startsWith('/api/proposals/')) out[name] = ids.proposal!;
    else out[name] = SAMPLE_ID;
  }
  return out;
}

const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? SAMPLE_ID).replace(/\*$/, 'x');

function variantsOf(route: RegisteredRoute, routeIndex: number): Variant[] {
  const key = `${route.method} ${route.url}`;
  const params = pathParams(route);
  const url = fill(route.url, params);
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const valid = validBodies.get(key);
  const body = valid ?? sampleOf(route.schema.body);
  const query = (sampleOf(route.schema.querystring) ?? {}) as Record<string, unknown>;
  const [noBody, arrayBody, numberBody, nullBody, broken, proto, ...nodes] = hasBody
    ? bodyVariants(url, body)
    : [];
  // Every body route gets a missing body, an array for the object, and prototype keys.
  const always = hasBody ? [noBody!, arrayBody!, proto!] : [];
  const rest = [
    ...(hasBody ? [numberBody!, nullBody!, broken!] : []),
    ...paramVariants(route.url, params),
    ...queryVariants(url, query),
    ...nodes,
  ];
  // An even spread of the rest, starting at a different place on each route.
  const room = MAX_VARIANTS_PER_ROUTE - always.length;
  const step = Math.max(1, rest.length / room);
  const picked = Array.from(
    { length: Math.min(room, rest.length) },
    (_, i) => rest[Math.floor((i * step + routeIndex) % rest.length)]!,
  );
  // Priced routes with a valid body: every number near the top made huge (the repro).
  const huge = valid ? hugeNumberVariants(url, valid).slice(0, MAX_HUGE_NUMBER_VARIANTS) : [];
  return [...always, ...picked, ...huge];
}

describe('route fuzz: malformed input never gives a 5xx and a rejected request writes nothing', () => {
  it('walks every registered route', { timeout: 400_000 }, async () => {
    const routes = t.app.registeredRoutes
      // the socket upgrade route answers only to a websocket client
      .filter((r) => !(r.url === '/api/realtime' && r.method === 'GET'))
      // sign-in and sign-out last: a variant that signs the Admin out ends nothing else early
      .sort((a, b) => Number(a.url.includes('/auth/')) - Number(b.url.includes('/auth/')));
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    let sent = 0;
    let rejected = 0;
    const changedTables = tableWatch();
    for (const route of routes) {
      for (const v of variantsOf(route, routes.indexOf(route))) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: v.url,
          headers:
            v.rawBody !== undefined ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(v.rawBody !== undefined ? { payload: v.rawBody } : {}),
        });
        sent += 1;
        const label = `${route.method} ${route.url} [${v.label}] → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} ${res.body.slice(0, 200)}`);
        const changed = await changedTables();
        if (res.statusCode >= 400 && res.statusCode < 500) {
          rejected += 1;
          if (changed.length > 0) failures.push(`${label} changed ${changed.join(', ')}`);
        }
      }
    }
    console.info(`route fuzz: ${routes.length} routes, ${sent} requests, ${rejected} rejected`);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it(
    'refuses malformed multipart and oversized bodies on every body route',
    {
      timeout: 170_000,
    },
    async () => {
      const routes = t.app.registeredRoutes
        .filter((r) => !['GET', 'DELETE'].includes(r.method))
        .sort((a, b) => Number(a.url.includes('/auth/')) - Number(b.url.includes('/auth/')));
      const oversized = JSON.stringify({ text: 'x'.repeat(BODY_LIMITS.large + 1) });
      const shapes: Array<{ label: string; contentType: string; payload: string }> = [
        {
          label: 'multipart without its boundary',
          contentType: 'multipart/form-data; boundary=x',
          payload: 'a=1',
        },
        {
          label: 'multipart cut off in a part',
          contentType: 'multipart/form-data; boundary=x',
          payload:
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        },
        {
          label: 'multipart without a boundary',
          contentType: 'multipart/form-data',
          payload: 'a=1',
        },
        {
          label: 'JSON over every route limit',
          contentType: 'application/json',
          payload: oversized,
        },
      ];
      const failures: string[] = [];
      const changedTables = tableWatch();
      for (const route of routes) {
        const url = fill(route.url, pathParams(route));
        for (const shape of shapes) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...headers, 'content-type': shape.contentType },
            payload: shape.payload,
          });
          const label = `${route.method} ${route.url} [${shape.label}] → ${res.statusCode}`;
          if (res.statusCode < 400 || res.statusCode >= 500)
            failures.push(`${label} ${res.body.slice(0, 200)}`);
          const changed = await changedTables();
          if (changed.length > 0) failures.push(`${label} changed ${changed.join(', ')}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('reads no more of a JSON body than its route can need', async () => {
    const justOver = JSON.stringify({ text: 'x'.repeat(BODY_LIMITS.default) });
    for (const url of ['/api/customers', '/api/chats/requests', '/api/calculations/proposal']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: justOver,
      });
      expect(res.statusCode, url).toBe(413);
    }
  });
});
