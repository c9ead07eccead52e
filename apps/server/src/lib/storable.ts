import type { z } from 'zod';
import { AppError, type Issue } from '../errors';

const CHECK = 'Check the EPC, the panels and the usage, then save again.';
export const NON_FINITE_MESSAGE = `A figure of this build came out too large to compute. ${CHECK}`;

/** Paths of the numbers in a value that are NaN or ±Infinity. */
export function nonFinitePaths(value: unknown, path = '', out: string[] = []): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(path || '(value)');
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, child] of Object.entries(value))
      nonFinitePaths(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/**
 * Defence in depth (decision 0028), run on computed values before they are written: every number
 * must be finite, and the record they would read back as must pass the schema reads answer with.
 * Otherwise the save is refused with 422 and nothing is written, so a row can never become one the
 * API cannot read.
 */
export function assertStorable(values: unknown, schema: z.ZodType, record: unknown): void {
  const nonFinite = nonFinitePaths(values);
  if (nonFinite.length > 0) {
    const issues: Issue[] = nonFinite.map((path) => ({ path, message: 'Not a finite number' }));
    throw new AppError('UNPROCESSABLE', NON_FINITE_MESSAGE, issues);
  }
  const parsed = schema.safeParse(record);
  if (parsed.success) return;
  const issues: Issue[] = parsed.error.issues.map((i) => ({
    path: i.path.join('.'),
    message: i.message,
  }));
  const first = issues[0]!;
  throw new AppError(
    'UNPROCESSABLE',
    `A figure of this build is outside what can be saved (${first.path}: ${first.message}). ${CHECK}`,
    issues,
  );
}

/** A stored double that is not finite (written before decision 0028) reads as 0. */
export const finiteOr0 = (n: number): number => (Number.isFinite(n) ? n : 0);
