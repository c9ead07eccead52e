import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { serializerCompiler } from './response-serializer';

const Answer = z
  .object({
    id: z.string(),
    total: z.number().min(0),
    lines: z.array(z.object({ n: z.number() }).refine((l) => l.n !== 13, 'unlucky')),
    note: z.string().default(''),
  })
  .refine((a) => a.lines.length <= 3, 'too many lines');

const serialize = (schema: unknown = Answer) =>
  serializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' } as never);

describe('the response serializer', () => {
  it('writes only what the schema names, filling its defaults', () => {
    expect(
      serialize()({ id: 'a', total: 2, lines: [{ n: 1, secret: 'x' }], passwordHash: 'h' }),
    ).toBe('{"id":"a","total":2,"lines":[{"n":1}],"note":""}');
  });

  it('takes a schema wrapped as { properties } too', () => {
    expect(serialize({ properties: z.object({ a: z.number() }) })({ a: 1, b: 2 })).toBe('{"a":1}');
  });

  it.each([
    ['a wrong type', { id: 1, total: 2, lines: [] }],
    ['a failed check', { id: 'a', total: -1, lines: [] }],
    ['a nested refinement', { id: 'a', total: 1, lines: [{ n: 13 }] }],
    [
      'a refinement of the whole',
      { id: 'a', total: 1, lines: [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }] },
    ],
  ])('refuses an answer with %s (a 500, never the data)', (_, data) => {
    try {
      serialize()(data);
      expect.unreachable();
    } catch (error) {
      expect(isResponseSerializationError(error)).toBe(true);
    }
  });

  it('refuses a route schema that is not zod', () => {
    expect(() => serialize({ type: 'object' })).toThrow(/Not a zod response schema/);
  });
});
