import { z } from 'zod';
import { StatesServicedSchema } from './states-serviced.schema';

/**
 * A solar panel (spec 2 §3). `cells` is the panel's rating in watts; `productionPercentage`
 * is a percentage (100 = nominal). Empty `installerIds`/`statesServiced` mean all.
 */
export const PanelSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1, 'Required'),
  cells: z.number().positive(),
  isDefault: z.boolean(),
  productionPercentage: z.number().nonnegative(),
  installerIds: z.array(z.string()),
  statesServiced: StatesServicedSchema,
});
export type Panel = z.infer<typeof PanelSchema>;

export const PanelInputSchema = PanelSchema.omit({ id: true });
export type PanelInput = z.infer<typeof PanelInputSchema>;
