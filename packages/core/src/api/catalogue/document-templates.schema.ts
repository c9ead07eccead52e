import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';

/**
 * A template of the document provider (PandaDoc, or the built-in provider): the latest version
 * per name. Dates are ISO strings ('' when the provider gave none).
 */
export const DocumentTemplateSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    dateCreated: z.string(),
    dateModified: z.string(),
    version: z.string(),
  }),
);
export type DocumentTemplate = z.infer<typeof DocumentTemplateSchema>;

export const DocumentTemplateListSchema = lazySchema(() => z.array(DocumentTemplateSchema));

/** A field of a provider template, to be mapped to a contract variable. */
export const DocumentTemplateFieldSchema = lazySchema(() =>
  z.object({ uuid: z.string(), name: z.string() }),
);
export type DocumentTemplateField = z.infer<typeof DocumentTemplateFieldSchema>;

/** GET /api/DocumentTemplates/:id/details. */
export const DocumentTemplateDetailsSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    fields: z.array(DocumentTemplateFieldSchema),
  }),
);
export type DocumentTemplateDetails = z.infer<typeof DocumentTemplateDetailsSchema>;

/** `:id` of a provider template (PandaDoc ids are not uuids). */
export const DocumentTemplateIdParamsSchema = lazySchema(() =>
  z.object({ id: z.string().trim().min(1).max(200) }),
);
