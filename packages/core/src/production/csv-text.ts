/** Small text helpers shared by the weather-file parsers (no dependencies, browser-safe). */

/** Splits text into lines, accepting \n, \r\n and \r line ends, and drops trailing blank lines. */
export function splitLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  return lines;
}

/**
 * Splits one CSV line, honouring double quotes (a quoted field may hold commas; "" is a quote).
 * Fields are returned trimmed and unquoted.
 */
export function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',').map((f) => f.trim());
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(current.trim());
      current = '';
    } else current += c;
  }
  fields.push(current.trim());
  return fields;
}

/** Parses a number field; empty, non-numeric or the given missing-value sentinels give NaN. */
export function parseNumber(field: string | undefined, ...missing: number[]): number {
  if (field === undefined) return NaN;
  const s = field.trim();
  if (s === '' || !/\d/.test(s)) return NaN;
  const v = Number(s);
  if (!Number.isFinite(v)) return NaN;
  return missing.some((m) => Math.abs(v - m) <= 0.01) ? NaN : v;
}
