import { z } from 'zod';
import { TEXT_LIMITS, boundedText } from './bounds';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './bidi-controls';

const noBidiControl = (value: string) => !hasBidiControl(value);

/** A person's first or last name: any script, but no invisible text-direction characters. */
export const personName = () =>
  boundedText('name').trim().min(1, 'Required').refine(noBidiControl, BIDI_CONTROL_MESSAGE);

/** An email address; text-direction characters are named as such, not as a bad address. */
export const emailAddress = () =>
  z
    .string()
    .trim()
    .max(TEXT_LIMITS.email, `At most ${TEXT_LIMITS.email} characters`)
    .refine(noBidiControl, BIDI_CONTROL_MESSAGE)
    .pipe(z.email('Invalid email address'));

/** An email address or nothing (''): the customer forms leave it optional. */
export const optionalEmailAddress = () =>
  z
    .string()
    .refine(noBidiControl, BIDI_CONTROL_MESSAGE)
    .pipe(z.union([z.literal(''), emailAddress()]));
