import { z } from 'zod';

/** One malformed request: the URL (params and query filled in) and the raw JSON body, if any. */
export interface Variant {
  label: string;
  url: string;
  /** JSON text sent with content-type application/json; undefined = no body at all. */
  rawBody?: string;
}

type Json = Record<string, unknown>;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const MB = 'x'.repeat(1024 * 1024);

/**
 * A plausible value for a route's zod schema (through its JSON Schema, input side): every
 * property present, the first enum member, the minimum of a number. Refinements are not
 * honoured, so it is a starting point for mutations, not necessarily a valid body.
 */
export function sampleOf(schema: unknown): unknown {
  if (!schema) return undefined;
  let json: Json;
  try {
    json = z.toJSONSchema(schema as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as Json;
  } catch {
    return {};
  }
  return fromJson(json, json, 0);
}

function resolve(s: Json, root: Json): Json {
  const ref = s.$ref as string | undefined;
  if (!ref) return s;
  if (ref === '#') return root;
  const name = ref.replace(/^#\/(\$defs|definitions)\//, '');
  const defs = (root.$defs ?? root.definitions ?? {}) as Record<string, Json>;
  return defs[name] ?? {};
}

function fromJson(raw: Json, root: Json, depth: number): unknown {
  if (depth > 10) return null;
  const s = resolve(raw, root);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const options = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (options?.length) {
    const pick = options.find((o) => resolve(o, root).type !== 'null') ?? options[0]!;
    return fromJson(pick, root, depth + 1);
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign(
      {},
      ...(s.allOf as Json[]).map((part) => fromJson(part, root, depth + 1) as object),
    );
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, fromJson(v, root, depth + 1)]),
      );
    }
    case 'array': {
      if (Array.isArray(s.prefixItems))
        return (s.prefixItems as Json[]).map((p) => fromJson(p, root, depth + 1));
      const n = Math.max(1, Number(s.minItems ?? 1));
      return Array.from({ length: Math.min(n, 12) }, () =>
        fromJson((s.items ?? {}) as Json, root, depth + 1),
      );
    }
    case 'string': {
      if (s.format === 'uuid') return SAMPLE_ID;
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date-time') return new Date(0).toISOString();
      return 'x'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    }
    case 'integer':
    case 'number': {
      if (typeof s.minimum === 'number') return s.minimum;
      if (typeof s.exclusiveMinimum === 'number') return s.exclusiveMinimum + 1;
      return 1;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** Malformed replacements by the kind of value they replace. */
const BAD: Record<string, unknown[]> = {
  number: [1e308, -1e308, 'NaN', 1e21, 2 ** 53 + 2, 'Infinity', -1, '1e308'],
  string: ['\u0000', 'a\ud800b', MB, 1e308, ['x'], { __proto__: null, x: 1 }],
  boolean: ['true', 1, null],
  object: [[], 'x', null, 1e308],
  array: [{}, 'x', new Array(10_000).fill(1e308), null],
  null: [1e308, 'x', {}],
};

const kindOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v;

/** Every node of a JSON value with its path (objects and arrays too, not only leaves). */
function nodes(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  if (path.length > 0) out.push(path);
  if (value && typeof value === 'object' && path.length < 8) {
    for (const [k, v] of Object.entries(value))
      nodes(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

function withValue(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: Json | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Json) };
  (copy as Record<string | number, unknown>)[head!] = withValue(
    (value as Record<string | number, unknown>)[head!],
    rest,
    replacement,
  );
  return copy;
}

const get = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);

const PROTO = '"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}';

/** The body as a whole replaced, prototype keys added, then one node at a time made malformed. */
export function bodyVariants(url: string, body: unknown): Variant[] {
  const text = JSON.stringify(body ?? {});
  const isObject = text.startsWith('{') && text !== '{}';
  const out: Variant[] = [
    { label: 'no body', url },
    { label: 'array body', url, rawBody: '[]' },
    { label: 'number body', url, rawBody: '1e308' },
    { label: 'null body', url, rawBody: 'null' },
    { label: 'broken JSON', url, rawBody: '{"a":' },
    {
      label: 'prototype keys',
      url,
      rawBody: isObject ? `{${PROTO},${text.slice(1)}` : `{${PROTO}}`,
    },
  ];
  nodes(body).forEach((path, i) => {
    const bad = BAD[kindOf(get(body, path))] ?? BAD.string!;
    for (const k of [0, 1]) {
      const replacement = bad[(i + k) % bad.length];
      const label = `body.${path.join('.')} = ${describe(replacement)}`;
      out.push({ label, url, rawBody: JSON.stringify(withValue(body, path, replacement)) });
    }
  });
  return out;
}

/** Each number of a (valid) body within 3 levels of the top replaced by 1e308 and by -1e308. */
export function hugeNumberVariants(url: string, body: unknown): Variant[] {
  return nodes(body)
    .filter((path) => path.length <= 3 && typeof get(body, path) === 'number')
    .flatMap((path, i) => {
      const value = i % 2 === 0 ? 1e308 : -1e308;
      const label = `body.${path.join('.')} = ${value}`;
      return [{ label, url, rawBody: JSON.stringify(withValue(body, path, value)) }];
    });
}

const describe = (v: unknown) =>
  typeof v === 'string' && v.length > 40
    ? `"${v.length} chars"`
    : Array.isArray(v) && v.length > 10
      ? `[${v.length} items]`
      : JSON.stringify(v);

/** Raw (already URL-encoded) malformed values for path and query parameters. */
const BAD_URL_VALUES: [string, string][] = [
  ['NaN', 'NaN'],
  ['1e308', '1e308'],
  ['-1e308', '-1e308'],
  ['huge int', '99999999999999999999999'],
  ['NUL', 'a%00b'],
  ['lone surrogate', '%ED%A0%80'],
  ['broken UTF-8', '%E0%A4%A'],
  ['10 kB', 'y'.repeat(10_000)],
  ['dot dot', '..%2F..%2Fetc%2Fpasswd'],
];

export function paramVariants(routeUrl: string, params: Record<string, string>): Variant[] {
  const names = [...Object.keys(params), ...(routeUrl.endsWith('*') ? ['*'] : [])];
  return names.flatMap((name) =>
    BAD_URL_VALUES.map(([label, value]) => ({
      label: `params.${name} = ${label}`,
      url: routeUrl
        .replace(/:([A-Za-z]+)/g, (_, n: string) => (n === name ? value : params[n]!))
        .replace(/\*$/, name === '*' ? value : 'x'),
    })),
  );
}

export function queryVariants(url: string, query: Record<string, unknown>): Variant[] {
  const keys = [...Object.keys(query), 'unknown'];
  const base = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
  const join = (extra: string) => `${url}?${[base, extra].filter(Boolean).join('&')}`;
  const out: Variant[] = [
    { label: 'query prototype keys', url: join('__proto__[polluted]=1&constructor[prototype]=1') },
  ];
  for (const key of keys) {
    for (const [label, value] of [...BAD_URL_VALUES, ['1 MB', MB] as [string, string]]) {
      out.push({ label: `query.${key} = ${label}`, url: `${url}?${key}=${value}` });
    }
    out.push({ label: `query.${key} twice`, url: join(`${key}=1&${key}=2`) });
  }
  return out;
}
