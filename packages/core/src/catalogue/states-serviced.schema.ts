import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedList } from '../api/bounds';
import { US_STATE_ABBREVIATIONS } from '../geo/us-states';

/** A list of US state/territory abbreviations, without duplicates (spec 2 §3 statesServiced). */
export const StatesServicedSchema = lazySchema(() =>
  boundedList(z.enum(US_STATE_ABBREVIATIONS), 'states').refine(
    (states) => new Set(states).size === states.length,
    'States must not repeat',
  ),
);
export type StatesServiced = z.infer<typeof StatesServicedSchema>;
