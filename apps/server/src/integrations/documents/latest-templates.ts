import type { DocumentTemplate } from '@pb/core';

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};
const versionNumber = (v: string) => {
  const n = Number.parseFloat(v);
  return Number.isNaN(n) ? Number.NEGATIVE_INFINITY : n;
};
const sign = (d: number) => (d > 0 ? 1 : d < 0 ? -1 : 0);

/** > 0 when `a` is a later version than `b`: by date modified, then date created, then version. */
export function compareVersions(a: DocumentTemplate, b: DocumentTemplate): number {
  return (
    sign(time(a.dateModified) - time(b.dateModified)) ||
    sign(time(a.dateCreated) - time(b.dateCreated)) ||
    sign(versionNumber(a.version) - versionNumber(b.version))
  );
}

/** Keeps the latest version of each template name and sorts the result by name (spec 2 §7). */
export function latestPerName(templates: readonly DocumentTemplate[]): DocumentTemplate[] {
  const latest = new Map<string, DocumentTemplate>();
  for (const t of templates) {
    const key = t.name.trim();
    const current = latest.get(key);
    if (!current || compareVersions(t, current) > 0) latest.set(key, t);
  }
  return [...latest.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      a.name.localeCompare(b.name, 'en'),
  );
}
