import type { DocumentTemplate, DocumentTemplateDetails } from '@pb/core';

/**
 * The contracts / e-signature service (design: PandaDoc, or the built-in provider when no
 * PANDADOC_API_KEY is set). Template calls only for now; documents (create, send, status) join
 * this interface with onboarding.
 */
export interface DocumentProvider {
  readonly kind: 'pandadoc' | 'built-in';
  /** Every template, the latest version per name, sorted by name. Throws AppError UPSTREAM_FAILED. */
  listTemplates(): Promise<DocumentTemplate[]>;
  /** A template with its fields; null when the provider has no such template. */
  getTemplateDetails(id: string): Promise<DocumentTemplateDetails | null>;
}
