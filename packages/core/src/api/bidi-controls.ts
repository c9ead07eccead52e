/**
 * Invisible characters that change the direction of the text after them (issue 33): the
 * embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E/U+200F
 * and the Arabic letter mark U+061C. A name holding U+202E shows everything after it backwards,
 * so names, emails and phone numbers refuse them. Letters of right-to-left scripts are fine.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

export const BIDI_CONTROL_MESSAGE =
  'Remove the invisible text-direction characters (they make the text show backwards).';

export const hasBidiControl = (text: string): boolean => BIDI_CONTROLS.test(text);
