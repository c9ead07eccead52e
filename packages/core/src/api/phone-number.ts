import type { z } from 'zod';
import { boundedText } from './bounds';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './bidi-controls';

export const PHONE_NUMBER_MESSAGE = 'Enter a 10-digit US phone number, e.g. (555) 123-4567.';

/**
 * A US phone number as people write it: an optional country code 1 (or +1), the area code
 * (optionally in parentheses), the three-digit exchange and four digits, with spaces, dots or
 * dashes between the groups. The area code cannot start with 0 or 1 (NANP).
 */
const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\(([2-9]\d{2})\)|([2-9]\d{2}))[\s.-]?(\d{3})[\s.-]?(\d{4})$/;

/**
 * The number in E.164 (`+15551234567`), or null when `text` is not a US phone number
 * ("abc", "call me maybe", too few or too many digits, another country's code).
 */
export function normalizeUsPhone(text: string): string | null {
  const match = US_PHONE.exec(text.trim());
  if (!match) return null;
  const [, bracketed, bare, exchange, line] = match;
  return `+1${bracketed ?? bare}${exchange}${line}`;
}

/** `+15551234567` as people read it: (555) 123-4567. Anything else is given back as it is. */
export function formatUsPhone(stored: string): string {
  const e164 = normalizeUsPhone(stored);
  if (!e164) return stored;
  return `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
}

function checkPhone(value: string, ctx: z.RefinementCtx) {
  if (value === '') return;
  if (hasBidiControl(value)) ctx.addIssue({ code: 'custom', message: BIDI_CONTROL_MESSAGE });
  else if (!normalizeUsPhone(value))
    ctx.addIssue({ code: 'custom', message: PHONE_NUMBER_MESSAGE });
}

/**
 * A phone field of a form or an API body: a US number, stored in E.164; an empty text stays
 * empty (whether one is required is the form's own rule).
 */
export const usPhoneNumber = () =>
  boundedText('phone')
    .trim()
    .superRefine(checkPhone)
    .transform((value) => (value === '' ? '' : normalizeUsPhone(value)!));
