import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedText } from '../api/bounds';
import { BASE_TEMPLATES, type BaseTemplate } from '../brand/base-templates';

/**
 * Proposal template base templates: one vocabulary with installers (brand/base-templates.ts), so
 * "the template's base differs from the installer's" is a plain comparison.
 */
export const TEMPLATE_BASE_TEMPLATES = BASE_TEMPLATES;
export type TemplateBaseTemplate = BaseTemplate;

/** Deck pages a template may list (spec 3 §2 Templates). */
export const TEMPLATE_PAGES = [
  'ProposalCover',
  'SystemInfo',
  'AboutUs',
  'FinancingOptions',
  'CostBreakdown',
  'ProjectedSavings',
  'NetMetering',
  'Timeline',
  'Overview',
] as const;
export type TemplatePage = (typeof TEMPLATE_PAGES)[number];

/** A proposal template (spec 3 §3). Save Template needs at least one page. */
export const ProposalTemplateSchema = lazySchema(() =>
  z.object({
    id: boundedText('id'),
    name: boundedText('name').trim().min(1, 'Required'),
    baseTemplate: z.enum(TEMPLATE_BASE_TEMPLATES),
    userId: boundedText('id').optional(),
    pages: z.array(z.enum(TEMPLATE_PAGES)).min(1).max(TEMPLATE_PAGES.length),
  }),
);
export type ProposalTemplate = z.infer<typeof ProposalTemplateSchema>;
