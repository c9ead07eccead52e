/** Unique violations surface as `code` on pg and as `cause.code` on PGlite (stack notes). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
