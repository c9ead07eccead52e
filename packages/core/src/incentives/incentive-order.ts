import type { IncentiveEntry } from '../catalogue/incentive.schema';

/**
 * Federal incentives first, all others after, each group in its existing order (spec 3 §5:
 * "Federal incentives go to the front, others at the end").
 */
export function orderIncentives<T extends Pick<IncentiveEntry, 'incentive'>>(
  entries: readonly T[],
): T[] {
  const federal = entries.filter((e) => e.incentive.scope === 'Federal');
  const others = entries.filter((e) => e.incentive.scope !== 'Federal');
  return [...federal, ...others];
}

/**
 * Add an incentive entry: refused (null) when that incentive is already present; Federal goes to
 * the front, others to the end.
 */
export function addIncentive(
  entries: readonly IncentiveEntry[],
  entry: IncentiveEntry,
): IncentiveEntry[] | null {
  if (entries.some((e) => e.incentive.id === entry.incentive.id)) return null;
  return entry.incentive.scope === 'Federal' ? [entry, ...entries] : [...entries, entry];
}
