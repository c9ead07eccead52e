import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedNumber, boundedText } from '../api/bounds';

/** An inverter (spec 2 §3). `losses` is a percentage 0–100. */
export const InverterSchema = lazySchema(() =>
  z.object({
    id: boundedText('id'),
    name: boundedText('name').trim().min(1, 'Required'),
    losses: boundedNumber('percent'),
    incentiveMultiplier: boundedNumber('multiplier'),
    isDefault: z.boolean(),
  }),
);
export type Inverter = z.infer<typeof InverterSchema>;

export const InverterInputSchema = lazySchema(() => InverterSchema.omit({ id: true }));
export type InverterInput = z.infer<typeof InverterInputSchema>;
