import { BASE_TEMPLATES, type BaseTemplate } from '../../brand/base-templates';
import { TEMPLATE_PAGES } from '../../proposal/proposal-template.schema';
import type { TemplateRecord } from './proposal-templates.schema';

/** Id of the built-in template of a base template (derived, so no brand is written here). */
export const defaultTemplateId = (baseTemplate: BaseTemplate) =>
  `default-${baseTemplate.toLowerCase()}`;

/**
 * The four built-in templates (spec 3 §2): one per base template, named after it, with all nine
 * pages in the standard order. They are constants, always present and never editable.
 */
export const DEFAULT_PROPOSAL_TEMPLATES: readonly TemplateRecord[] = BASE_TEMPLATES.map(
  (baseTemplate) => ({
    id: defaultTemplateId(baseTemplate),
    name: baseTemplate,
    baseTemplate,
    pages: [...TEMPLATE_PAGES],
    isDefault: true,
    version: 0,
  }),
);

export function findDefaultTemplate(id: string): TemplateRecord | undefined {
  return DEFAULT_PROPOSAL_TEMPLATES.find((t) => t.id === id);
}
