/** Airport suffixes dropped from TMY3 station names ("… INTL ARPT" → "… Intl"). */
const DROPPED_SUFFIXES = new Set(['AP', 'ARPT', 'AIRPORT', 'A']);
/** Abbreviations kept in capitals. */
const ACRONYMS = new Set([
  'AAF',
  'AFB',
  'AFS',
  'ANGB',
  'AWOS',
  'FAA',
  'JRB',
  'MCAF',
  'MCAS',
  'NAAS',
  'NAF',
  'NAS',
  'NAWS',
  'NS',
  'USAF',
  'USCG',
]);

const titleWord = (w: string) =>
  ACRONYMS.has(w)
    ? w
    : w
        .toLowerCase()
        .replace(/(^|[/\-.'(])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());

/**
 * A readable station name from a TMY3 station name: bracketed tags ("[ISIS]", "(AWOS)") and
 * trailing airport words dropped, words in title case, base abbreviations kept:
 * "CHARLOTTE DOUGLAS INTL ARPT" → "Charlotte Douglas Intl", "LUKE AFB" → "Luke AFB".
 */
export function stationDisplayName(raw: string): string {
  const words = raw
    .replace(/\[[^\]]*\]|\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && DROPPED_SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();
  const name = words.map(titleWord).join(' ');
  return name || raw.trim();
}
