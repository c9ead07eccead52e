import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedList, boundedText } from '../bounds';
import { CONTRACT_VARIABLE_KEYS } from '../../catalogue/contract-variables';
import { VersionSchema } from './catalogue-common.schema';
import { DocumentTemplateDetailsSchema } from './document-templates.schema';

/** One provider field mapped to a contract variable; `value` '' means not mapped yet. */
export const ContractTemplateFieldSchema = lazySchema(() =>
  z.object({
    pandadocFieldId: boundedText('name').trim().min(1, 'Required'),
    name: boundedText('name'),
    value: z.union([z.enum(CONTRACT_VARIABLE_KEYS), z.literal('')], {
      error: 'Must be one of the contract variables (or empty when not mapped)',
    }),
  }),
);
export type ContractTemplateField = z.infer<typeof ContractTemplateFieldSchema>;

/** Our record of a provider template (spec 2 §3). `pandadocId` is the provider template id. */
export const ContractTemplateRecordSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    pandadocId: z.string(),
    fields: z.array(ContractTemplateFieldSchema),
    dateCreated: z.string(),
    isActive: z.boolean(),
    version: VersionSchema,
  }),
);
export type ContractTemplateRecord = z.infer<typeof ContractTemplateRecordSchema>;

/**
 * GET /api/ContractTemplates/:pandadocId: our record plus the provider template (name and
 * fields to map); `template` is null when the provider no longer has it.
 */
export const ContractTemplateDetailSchema = lazySchema(() =>
  ContractTemplateRecordSchema.extend({
    template: DocumentTemplateDetailsSchema.nullable(),
  }),
);
export type ContractTemplateDetail = z.infer<typeof ContractTemplateDetailSchema>;

/**
 * A row of GET /api/ContractTemplates: every provider template joined with our record.
 * `isConfigured` = a record exists with at least one mapped field; `mappedFieldCount` of
 * `fieldCount` = how many of the template's fields (as last saved) are mapped (issue 15: one of 22
 * is not "Configured"); `contractTemplateId` and `version` are null when there is no record (then
 * `isActive` is false and both counts are 0).
 */
export const ContractTemplateListItemSchema = lazySchema(() =>
  z.object({
    pandadocId: z.string(),
    name: z.string(),
    isConfigured: z.boolean(),
    mappedFieldCount: z.number().int().min(0),
    fieldCount: z.number().int().min(0),
    isActive: z.boolean(),
    contractTemplateId: z.string().nullable(),
    version: VersionSchema.nullable(),
  }),
);
export type ContractTemplateListItem = z.infer<typeof ContractTemplateListItemSchema>;

export const ContractTemplateListSchema = lazySchema(() => z.array(ContractTemplateListItemSchema));

/**
 * Body of PATCH /api/ContractTemplates. An absent or empty `id` creates the record for
 * `pandadocId` (fields default to none, isActive to true); otherwise `version` is required and
 * only the fields sent change (e.g. `{id, version, pandadocId, isActive: false}` deactivates).
 */
export const SaveContractTemplateInputSchema = lazySchema(() =>
  z
    .object({
      id: z.union([z.uuid(), z.literal('')]).optional(),
      version: VersionSchema.optional(),
      pandadocId: boundedText('name').trim().min(1, 'Required'),
      fields: boundedList(ContractTemplateFieldSchema, 'templateFields')
        .refine(
          (f) => new Set(f.map((x) => x.pandadocFieldId)).size === f.length,
          'A field may be mapped once',
        )
        .optional(),
      isActive: z.boolean().optional(),
    })
    .superRefine((t, ctx) => {
      if (t.id && t.version === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['version'],
          message: 'Required to update a contract template',
        });
      }
    }),
);
export type SaveContractTemplateInput = z.infer<typeof SaveContractTemplateInputSchema>;
