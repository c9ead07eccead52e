import { z } from 'zod';
import { US_STATE_ABBREVIATIONS } from '../geo/us-states';

/** A list of US state/territory abbreviations, without duplicates (spec 2 §3 statesServiced). */
export const StatesServicedSchema = z
  .array(z.enum(US_STATE_ABBREVIATIONS))
  .refine((states) => new Set(states).size === states.length, 'States must not repeat');
export type StatesServiced = z.infer<typeof StatesServicedSchema>;
