import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { NON_FINITE_MESSAGE, assertStorable, finiteOr0, nonFinitePaths } from './storable';

const Schema = z.object({ cost: z.number().max(100), items: z.array(z.object({ n: z.number() })) });

describe('assertStorable: checked before a write', () => {
  it('finds every non-finite number with its path', () => {
    expect(
      nonFinitePaths({ cost: Infinity, items: [{ n: 1 }, { n: NaN }], at: new Date(0) }),
    ).toEqual(['cost', 'items.1.n']);
  });

  it('refuses a non-finite figure with 422 and a plain message', () => {
    const values = { cost: -Infinity, items: [] };
    try {
      assertStorable(values, Schema, values);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(422);
      expect((err as AppError).message).toBe(NON_FINITE_MESSAGE);
      expect((err as AppError).issues).toEqual([{ path: 'cost', message: 'Not a finite number' }]);
    }
  });

  it('refuses a record its reads could not answer with (422 naming the field)', () => {
    const values = { cost: 101, items: [] };
    expect(() => assertStorable(values, Schema, values)).toThrow(/cost: /);
  });

  it('lets a storable record through', () => {
    const values = { cost: 100, items: [{ n: 2 }] };
    expect(() => assertStorable(values, Schema, values)).not.toThrow();
  });

  it('reads a stored non-finite double as 0', () => {
    expect([finiteOr0(Infinity), finiteOr0(NaN), finiteOr0(-Infinity), finiteOr0(2.5)]).toEqual([
      0, 0, 0, 2.5,
    ]);
  });
});
