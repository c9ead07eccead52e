import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | null)?._zod?.def;

/**
 * Where parsing an answer could change it where encoding would not: a transform or a codec
 * rewrites a value, a catch hides a wrong one. (A default fills a missing key forward only: the
 * answer then carries the value the browser's parse of it would fill in anyway.)
 */
const DIRECTIONAL = new Set(['transform', 'catch']);

/** Every place under `schema` where forward and backward differ, as `path: kind`. */
function directionalParts(schema: unknown, path = '', seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const found: string[] = [];
  if (DIRECTIONAL.has(def.type)) found.push(`${path || '(root)'}: ${def.type}`);
  if (def.type === 'pipe' && 'transform' in def) found.push(`${path || '(root)'}: codec`);
  const visit = (child: unknown, at: string) => found.push(...directionalParts(child, at, seen));
  if (def.type === 'object')
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
      visit(child, `${path}.${key}`);
  if (def.type === 'lazy') visit((def.getter as () => unknown)(), path);
  for (const key of [
    'element',
    'innerType',
    'in',
    'out',
    'left',
    'right',
    'keyType',
    'valueType',
    'rest',
  ])
    if (def[key]) visit(def[key], path);
  for (const key of ['options', 'items'])
    if (Array.isArray(def[key]))
      (def[key] as unknown[]).forEach((c, i) => visit(c, `${path}[${i}]`));
  return found;
}

describe('response schemas', () => {
  it('are zod schemas on the routes that answer JSON', () => {
    const withResponses = t.app.registeredRoutes.filter((r) => r.schema.response);
    expect(withResponses.length).toBeGreaterThan(50);
    for (const r of withResponses)
      for (const [status, schema] of Object.entries(r.schema.response!))
        expect(defOf(schema), `${r.method} ${r.url} ${status}`).toBeDefined();
  });

  // The serializer parses answers forward (lib/response-serializer.ts) where fastify's zod
  // provider encodes them: the same answer only while no schema has a part that runs one way.
  it('have no transform, codec or catch: parsing an answer checks it as encoding would', () => {
    const found = t.app.registeredRoutes.flatMap((r) =>
      Object.entries(r.schema.response ?? {}).flatMap(([status, schema]) =>
        directionalParts(schema).map((part) => `${r.method} ${r.url} ${status} ${part}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
