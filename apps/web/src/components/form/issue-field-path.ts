/**
 * Where a server issue belongs in a form: the longest leading part of `path` (dot separated,
 * array indexes as numbers) that names a value the form holds. An array gets its `.root` (how
 * react-hook-form keeps a list's own error). Null when nothing of the path is in the form.
 */
export function issueFieldPath(values: unknown, path: string): string | null {
  const parts = path.split('.').filter((part) => part !== '');
  let found: { path: string; isArray: boolean } | null = null;
  let current: unknown = values;
  for (let index = 0; index < parts.length; index += 1) {
    if (typeof current !== 'object' || current === null) break;
    const key = parts[index] as string;
    if (!Object.prototype.hasOwnProperty.call(current, key)) break;
    current = (current as Record<string, unknown>)[key];
    found = { path: parts.slice(0, index + 1).join('.'), isArray: Array.isArray(current) };
  }
  if (!found) return null;
  return found.isArray ? `${found.path}.root` : found.path;
}
