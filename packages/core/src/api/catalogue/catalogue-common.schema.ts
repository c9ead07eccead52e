import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedInt, boundedList, boundedText } from '../bounds';
import { StatesServicedSchema } from '../../catalogue/states-serviced.schema';

/**
 * Pieces every catalogue contract shares. Every stored item carries a `version`; an update
 * sends back the version it read and gets 409 when someone saved in between.
 */
export const VersionSchema = lazySchema(() => boundedInt('version'));

/** `/:id` of a catalogue item. */
export const CatalogueIdParamsSchema = lazySchema(() => z.object({ id: z.uuid() }));
export type CatalogueIdParams = z.infer<typeof CatalogueIdParamsSchema>;

/** A successful delete answers `true` (spec 2 §4: a falsy answer counts as a failure). */
export const DeleteReplySchema = lazySchema(() => z.literal(true));

/** An item name: trimmed, 1–200 characters. */
export const CatalogueNameSchema = lazySchema(() => boundedText('name').trim().min(1, 'Required'));

/** statesServiced on an input: omitted means none (spec 2 §5). */
export const StatesServicedInputSchema = lazySchema(() => StatesServicedSchema.default([]));

/** Installer ids on an input: uuids without repeats; omitted means none. */
export const InstallerIdsInputSchema = lazySchema(() =>
  boundedList(z.uuid(), 'installerIds')
    .refine((ids) => new Set(ids).size === ids.length, 'Installers must not repeat')
    .default([]),
);

/** The id and version an update carries (PUT, PATCH). */
export const UpdateKeySchema = lazySchema(() => z.object({ id: z.uuid(), version: VersionSchema }));
