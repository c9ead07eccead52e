import { z } from 'zod';
import { InverterSchema } from '../../catalogue/inverter.schema';
import { CatalogueNameSchema, UpdateKeySchema, VersionSchema } from './catalogue-common.schema';

/** An inverter as the API returns it. Exactly one inverter is the default. */
export const InverterRecordSchema = InverterSchema.extend({ version: VersionSchema });
export type InverterRecord = z.infer<typeof InverterRecordSchema>;

export const InverterListSchema = z.array(InverterRecordSchema);

/** Body of POST /api/inverters. `losses` is a percentage; `isDefault: true` clears the others. */
export const CreateInverterInputSchema = z.object({
  name: CatalogueNameSchema,
  losses: z.number().min(0, 'Must be 0 to 100 %').max(100, 'Must be 0 to 100 %'),
  incentiveMultiplier: z
    .number()
    .nonnegative('Must not be negative')
    .max(10, 'At most 10')
    .default(1),
  isDefault: z.boolean().default(false),
});
export type CreateInverterInput = z.infer<typeof CreateInverterInputSchema>;

/** Body of PUT /api/inverters: the whole inverter with its id and version. */
export const UpdateInverterInputSchema = CreateInverterInputSchema.extend(UpdateKeySchema.shape);
export type UpdateInverterInput = z.infer<typeof UpdateInverterInputSchema>;
