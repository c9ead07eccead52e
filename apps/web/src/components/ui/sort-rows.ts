export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | null | undefined;

/** Made on the first sort, not while the app's modules are evaluated (decision 0043). */
let naturalOrder: Intl.Collator | undefined;
const collator = () =>
  (naturalOrder ??= new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' }));

/** Compares two cell values: numbers by size, text naturally ('Tier 2' < 'Tier 10'); blanks last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const isBlankA = a === null || a === undefined || a === '';
  const isBlankB = b === null || b === undefined || b === '';
  if (isBlankA || isBlankB) return isBlankA === isBlankB ? 0 : isBlankA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return collator().compare(String(a), String(b));
}

/** A sorted copy (stable); blanks stay last in either direction. */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      const isBlankX = x.key === null || x.key === undefined || x.key === '';
      const isBlankY = y.key === null || y.key === undefined || y.key === '';
      if (isBlankX !== isBlankY) return isBlankX ? 1 : -1;
      return sign * compareSortValues(x.key, y.key) || x.index - y.index;
    })
    .map(({ row }) => row);
}
