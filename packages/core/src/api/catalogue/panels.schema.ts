import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedNumber } from '../bounds';
import { PanelSchema } from '../../catalogue/panel.schema';
import {
  CatalogueNameSchema,
  InstallerIdsInputSchema,
  StatesServicedInputSchema,
  UpdateKeySchema,
  VersionSchema,
} from './catalogue-common.schema';

/** A panel as the API returns it. Exactly one panel is the default. */
export const PanelRecordSchema = lazySchema(() => PanelSchema.extend({ version: VersionSchema }));
export type PanelRecord = z.infer<typeof PanelRecordSchema>;

export const PanelListSchema = lazySchema(() => z.array(PanelRecordSchema));

/**
 * Body of POST /api/Panels. `cells` is the rating in watts, `productionPercentage` 100 = nominal.
 * `isDefault: true` makes it the default and clears the others (the first panel always is).
 * Empty installerIds / statesServiced mean all.
 */
export const CreatePanelInputSchema = lazySchema(() =>
  z.object({
    name: CatalogueNameSchema,
    cells: boundedNumber('panelWatts'),
    isDefault: z.boolean().default(false),
    productionPercentage: boundedNumber('productionPercent').default(100),
    installerIds: InstallerIdsInputSchema,
    statesServiced: StatesServicedInputSchema,
  }),
);
export type CreatePanelInput = z.infer<typeof CreatePanelInputSchema>;

/** Body of PUT /api/Panels: the whole panel with its id and version. */
export const UpdatePanelInputSchema = lazySchema(() =>
  CreatePanelInputSchema.extend(UpdateKeySchema.shape),
);
export type UpdatePanelInput = z.infer<typeof UpdatePanelInputSchema>;
