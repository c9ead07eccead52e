import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedList, boundedNumber, boundedText } from '../api/bounds';
import { StatesServicedSchema } from './states-serviced.schema';

/**
 * A solar panel (spec 2 §3). `cells` is the panel's rating in watts; `productionPercentage`
 * is a percentage (100 = nominal). Empty `installerIds`/`statesServiced` mean all.
 */
export const PanelSchema = lazySchema(() =>
  z.object({
    id: boundedText('id'),
    name: boundedText('name').trim().min(1, 'Required'),
    cells: boundedNumber('panelWatts'),
    isDefault: z.boolean(),
    productionPercentage: boundedNumber('productionPercent'),
    installerIds: boundedList(boundedText('id'), 'installerIds'),
    statesServiced: StatesServicedSchema,
  }),
);
export type Panel = z.infer<typeof PanelSchema>;

export const PanelInputSchema = lazySchema(() => PanelSchema.omit({ id: true }));
export type PanelInput = z.infer<typeof PanelInputSchema>;
