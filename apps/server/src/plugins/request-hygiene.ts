import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest, type Issue } from '../errors';

/** A NUL or a UTF-16 surrogate without its partner: PostgreSQL cannot store either. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MESSAGE = 'Contains a character that cannot be stored (a NUL or a broken Unicode surrogate).';
/** Deep enough for every body of ours; deeper input is refused rather than walked. */
const MAX_DEPTH = 32;

function findUnstorable(value: unknown, path: string, depth: number, out: Issue[]): void {
  if (out.length > 0) return;
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) out.push({ path, message: MESSAGE });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) {
    out.push({ path, message: 'Nested too deeply.' });
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}.${key}`;
    if (UNSTORABLE.test(key)) {
      out.push({ path: childPath, message: MESSAGE });
      return;
    }
    findUnstorable(child, childPath, depth + 1, out);
  }
}

/**
 * Refuses text that PostgreSQL cannot store (NUL, lone surrogates) in path parameters, the query
 * string and JSON bodies with 400 before any route sees it, so such input never reaches a query
 * and never becomes a 500. Runs before validation, on every route.
 */
export default fp(
  async function requestHygiene(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const issues: Issue[] = [];
      findUnstorable(request.params, 'params', 0, issues);
      findUnstorable(request.query, 'query', 0, issues);
      findUnstorable(request.body, 'body', 0, issues);
      if (issues.length > 0)
        throw badRequest(`Some values need a change. ${issues[0]!.message}`, issues);
    });
  },
  { name: 'request-hygiene' },
);
