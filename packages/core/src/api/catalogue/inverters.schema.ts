import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedNumber } from '../bounds';
import { InverterSchema } from '../../catalogue/inverter.schema';
import { CatalogueNameSchema, UpdateKeySchema, VersionSchema } from './catalogue-common.schema';

/** An inverter as the API returns it. Exactly one inverter is the default. */
export const InverterRecordSchema = lazySchema(() =>
  InverterSchema.extend({ version: VersionSchema }),
);
export type InverterRecord = z.infer<typeof InverterRecordSchema>;

export const InverterListSchema = lazySchema(() => z.array(InverterRecordSchema));

/** Body of POST /api/inverters. `losses` is a percentage; `isDefault: true` clears the others. */
export const CreateInverterInputSchema = lazySchema(() =>
  z.object({
    name: CatalogueNameSchema,
    losses: boundedNumber('percent'),
    incentiveMultiplier: boundedNumber('multiplier').default(1),
    isDefault: z.boolean().default(false),
  }),
);
export type CreateInverterInput = z.infer<typeof CreateInverterInputSchema>;

/** Body of PUT /api/inverters: the whole inverter with its id and version. */
export const UpdateInverterInputSchema = lazySchema(() =>
  CreateInverterInputSchema.extend(UpdateKeySchema.shape),
);
export type UpdateInverterInput = z.infer<typeof UpdateInverterInputSchema>;
