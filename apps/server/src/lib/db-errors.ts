/** Unique violations surface as `code` on pg and as `cause.code` on PGlite (stack notes). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The constraint (index) a unique violation broke, when the driver names it. */
export function violatedConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: string; cause?: { constraint?: string } } | null;
  return e?.constraint ?? e?.cause?.constraint;
}
