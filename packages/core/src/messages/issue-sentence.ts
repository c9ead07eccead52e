/**
 * What a validation issue says to a rep (issue 15): every schema check without its own message
 * gets a plain sentence here instead of the schema library's text ("Invalid option: expected one
 * of "AL"|"AK"|…"). The web forms pass it to their resolver and the server sets it as zod's error
 * map, so a form's field and a 400 from the API read the same. A schema's own message still wins.
 */
export interface ValidationIssue {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: string;
  values?: readonly unknown[];
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  format?: string;
  divisor?: unknown;
  /** The schema that failed (zod passes it to an error map): a number's both bounds. */
  schema?: unknown;
}

export const REQUIRED_MESSAGE = 'Required';

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** The field the issue is about, as words: `installerAdders.0.state` → 'state'. */
function fieldNoun(path: readonly PropertyKey[] | undefined): string | null {
  const key = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  if (typeof key !== 'string' || key === '') return null;
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

/** A bound a rep would type (not the ±2^53 zod gives every integer). */
const realBound = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e15 ? value : null;

interface NumberBoundCheck {
  _zod?: { def?: { check?: string; value?: unknown; inclusive?: boolean } };
}

/** Whether the schema's bound on one side is exclusive (`gt`, `lt`, `positive`): read from its checks. */
function isExclusive(schema: unknown, check: 'greater_than' | 'less_than'): boolean {
  const checks = (schema as { _zod?: { def?: { checks?: NumberBoundCheck[] } } } | undefined)?._zod
    ?.def?.checks;
  return (checks ?? []).some((c) => c._zod?.def?.check === check && c._zod.def.inclusive === false);
}

function numberRange(issue: ValidationIssue): string {
  const bounds = (issue.schema ?? {}) as { minValue?: unknown; maxValue?: unknown };
  const min = realBound(bounds.minValue);
  const max = realBound(bounds.maxValue);
  if (min !== null && max !== null) {
    // An exclusive bound is said as one (issue 33: "between 0 and 360" refused 360).
    const above = isExclusive(issue.schema, 'greater_than');
    const below = isExclusive(issue.schema, 'less_than');
    if (!above && !below) return `Enter a number between ${min} and ${max}.`;
    return `Enter a number ${above ? `above ${min}` : `of at least ${min}`} and ${below ? `below ${max}` : `at most ${max}`}.`;
  }
  if (issue.code === 'too_small') {
    return issue.inclusive === false
      ? `Enter a number above ${String(issue.minimum)}.`
      : `Enter ${String(issue.minimum)} or more.`;
  }
  return issue.inclusive === false
    ? `Enter a number below ${String(issue.maximum)}.`
    : `Enter ${String(issue.maximum)} or less.`;
}

function sizeRange(issue: ValidationIssue): string {
  const isText = issue.origin === 'string';
  const unit = (n: unknown) => (isText ? `${String(n)} characters` : String(n));
  if (issue.code === 'too_small') {
    if (isText && Number(issue.minimum) <= 1) return REQUIRED_MESSAGE;
    if (!isText && Number(issue.minimum) <= 1) return 'Add at least one.';
    return isText
      ? `Enter at least ${unit(issue.minimum)}.`
      : `Add at least ${unit(issue.minimum)}.`;
  }
  return `Use at most ${unit(issue.maximum)}.`;
}

const FORMATS: Record<string, string> = {
  email: 'Enter an email address, e.g. name@example.com.',
  url: 'Enter a web address starting with https://.',
  date: 'Enter a date.',
  datetime: 'Enter a date and time.',
  time: 'Enter a time.',
  uuid: 'This reference is not valid.',
};

/** The sentence for one issue, or undefined to keep the schema's own message. */
export function issueSentence(issue: ValidationIssue): string | undefined {
  const noun = fieldNoun(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return REQUIRED_MESSAGE;
      if (issue.expected === 'int') return 'Enter a whole number.';
      if (issue.expected === 'number') return 'Enter a number.';
      if (issue.expected === 'date') return 'Enter a date.';
      return noun ? `Check the ${noun}.` : 'This value is not valid.';
    case 'invalid_value':
      if (isEmpty(issue.input)) return noun ? `Choose ${withArticle(noun)}.` : 'Choose an option.';
      return 'Choose one of the listed options.';
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'bigint') return numberRange(issue);
      if (issue.origin === 'date') {
        return issue.code === 'too_small' ? 'Choose a later date.' : 'Choose an earlier date.';
      }
      return sizeRange(issue);
    case 'invalid_format':
      if (isEmpty(issue.input)) return REQUIRED_MESSAGE;
      return (
        FORMATS[issue.format ?? ''] ??
        (noun ? `Check the format of the ${noun}.` : 'Check the format.')
      );
    case 'not_multiple_of':
      return `Enter a multiple of ${String(issue.divisor)}.`;
    case 'invalid_union':
      return isEmpty(issue.input) ? REQUIRED_MESSAGE : 'This value is not valid.';
    case 'unrecognized_keys':
      return 'This request has fields the app does not know.';
    default:
      return undefined;
  }
}
