import { z } from 'zod';

/** An inverter (spec 2 §3). `losses` is a percentage 0–100. */
export const InverterSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1, 'Required'),
  losses: z.number().min(0).max(100),
  incentiveMultiplier: z.number().nonnegative(),
  isDefault: z.boolean(),
});
export type Inverter = z.infer<typeof InverterSchema>;

export const InverterInputSchema = InverterSchema.omit({ id: true });
export type InverterInput = z.infer<typeof InverterInputSchema>;
