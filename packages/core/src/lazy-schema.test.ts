import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deferredSchema, lazySchema } from './lazy-schema';

const buildPoint = () => z.object({ x: z.number(), y: z.number().min(0) });

describe('deferredSchema (the browser stand-in)', () => {
  it('builds nothing until the schema is first used, then builds it once', () => {
    const build = vi.fn(buildPoint);
    const Point = deferredSchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(Point.parse({ x: 1, y: 2 })).toEqual({ x: 1, y: 2 });
    expect(Point.safeParse({ x: 1, y: 3 }).success).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('refuses what the built schema refuses, with the same issues', () => {
    const Point = deferredSchema(buildPoint);
    const result = Point.safeParse({ x: 'a', y: -1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.code])).toEqual([
      ['x', 'invalid_type'],
      ['y', 'too_small'],
    ]);
  });

  it('stands in wherever zod takes a schema: a parent, extend, optional, instanceof, keys', () => {
    const build = vi.fn(buildPoint);
    const Point = deferredSchema(build);
    // A parent built lazily too does not build its child until it is built itself.
    const Line = deferredSchema(() => z.object({ from: Point, to: Point.optional() }));
    expect(build).not.toHaveBeenCalled();

    expect(Line.parse({ from: { x: 0, y: 0 } })).toEqual({ from: { x: 0, y: 0 } });
    expect(() => Line.parse({ from: { x: 0, y: -5 } })).toThrow(z.ZodError);

    const Point3 = Point.extend({ z: z.number() });
    expect(Point3.parse({ x: 1, y: 1, z: 1 })).toEqual({ x: 1, y: 1, z: 1 });
    expect(Point.keyof().options).toEqual(['x', 'y']);
    expect(Point instanceof z.ZodObject).toBe(true);
    expect('_zod' in Point).toBe(true);
    expect(Object.getPrototypeOf(Point)).toBe(z.ZodObject.prototype);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps what zod caches on the instance (a refinement built inside runs each parse)', () => {
    const seen: number[] = [];
    const Even = deferredSchema(() =>
      z.number().refine((n) => (seen.push(n), n % 2 === 0), { message: 'odd' }),
    );
    expect(Even.safeParse(2).success).toBe(true);
    expect(Even.safeParse(3).error?.issues[0]?.message).toBe('odd');
    expect(seen).toEqual([2, 3]);
    expect(Even['~standard'].vendor).toBe('zod');
  });

  it('says so when a builder reads its own schema, and builds it on a later read', () => {
    let isFirstTry = true;
    const Loop: z.ZodString = deferredSchema(() => {
      if (isFirstTry) {
        isFirstTry = false;
        return Loop.min(1); // reads itself while being built
      }
      return z.string();
    });
    expect(() => Loop.parse('a')).toThrow('A lazySchema was read while it was being built.');
    expect(Loop.parse('a')).toBe('a');
  });
});

describe('lazySchema', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds at once where there is no document (the server): the schema itself, no stand-in', () => {
    const build = vi.fn(buildPoint);
    const Point = lazySchema(build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(Object.getOwnPropertyDescriptor(Point, '_zod')?.configurable).toBe(false);
  });

  it('defers in a browser (a global document)', () => {
    vi.stubGlobal('document', {});
    const build = vi.fn(buildPoint);
    const Point = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(Point.parse({ x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
    expect(build).toHaveBeenCalledTimes(1);
    // The stand-in reports the schema's own members (as configurable: a proxy rule).
    expect(Object.getOwnPropertyDescriptor(Point, '_zod')?.configurable).toBe(true);
  });
});
