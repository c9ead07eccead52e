import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedInt, boundedText } from '../bounds';
import { PROPOSAL_MESSAGES } from '../../messages/proposal-messages';
import {
  ProposalTemplateSchema,
  TEMPLATE_BASE_TEMPLATES,
  TEMPLATE_PAGES,
} from '../../proposal/proposal-template.schema';

/**
 * A template as the Templates API answers it: the spec's Template plus `isDefault` (the four
 * built-in templates, read-only) and `version` (PUT echoes it). `userId` is the creator; the
 * built-in templates have none. A record can be used as a proposal's `template` as it is.
 */
export const TemplateRecordSchema = lazySchema(() =>
  ProposalTemplateSchema.extend({
    isDefault: z.boolean(),
    version: z.int().nonnegative(),
  }),
);
export type TemplateRecord = z.infer<typeof TemplateRecordSchema>;

/** Pages of a template: at least one, each at most once, in display order. */
export const TemplatePagesSchema = lazySchema(() =>
  z
    .array(z.enum(TEMPLATE_PAGES))
    .min(1, PROPOSAL_MESSAGES.templateNeedsPage)
    .refine((pages) => new Set(pages).size === pages.length, PROPOSAL_MESSAGES.templatePagesUnique),
);

/** POST /api/Templates (Save Template on /templates/new). */
export const CreateTemplateInputSchema = lazySchema(() =>
  z.object({
    name: boundedText('name').trim().min(1, 'Required'),
    baseTemplate: z.enum(TEMPLATE_BASE_TEMPLATES),
    pages: TemplatePagesSchema,
  }),
);
export type CreateTemplateInput = z.infer<typeof CreateTemplateInputSchema>;

/** PUT /api/Templates (Save Template on /templates/{id}). */
export const UpdateTemplateInputSchema = lazySchema(() =>
  CreateTemplateInputSchema.extend({
    id: boundedText('id').min(1),
    version: boundedInt('version'),
  }),
);
export type UpdateTemplateInput = z.infer<typeof UpdateTemplateInputSchema>;

/** `/:id` of a template: a uuid, or the id of a built-in template. */
export const TemplateIdParamsSchema = lazySchema(() => z.object({ id: boundedText('id').min(1) }));
