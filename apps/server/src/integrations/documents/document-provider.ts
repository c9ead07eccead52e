import type { DocumentStatus, DocumentTemplate, DocumentTemplateDetails } from '@pb/core';

export interface DocumentRecipient {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Sales Rep' | 'Customer';
}

export interface CreateDocumentRequest {
  name: string;
  templateId: string;
  recipients: DocumentRecipient[];
  /** Mapped template fields with their values (name = the provider's merge field name). */
  fields: { name: string; value: string }[];
  /**
   * The intent recorded before this call (decision 0067), kept with the document at the
   * provider so that a document made just before a crash can be found again by it.
   */
  intentKey: string;
}

export interface CreatedDocument {
  id: string;
  name: string;
  status: DocumentStatus;
  dateCreated: string;
  /** The built-in provider's signing page ('' for PandaDoc, which emails its own link). */
  signingUrl: string;
}

/**
 * The contracts / e-signature service: PandaDoc when PANDADOC_API_KEY is set, else the built-in
 * provider (renders, signs and certifies agreements itself). Calls throw AppError UPSTREAM_FAILED.
 */
export interface DocumentProvider {
  readonly kind: 'pandadoc' | 'built-in';
  /** Every template, the latest version per name, sorted by name. */
  listTemplates(): Promise<DocumentTemplate[]>;
  /** A template with its fields; null when the provider has no such template. */
  getTemplateDetails(id: string): Promise<DocumentTemplateDetails | null>;
  /** Creates a document from a template (status uploaded or draft). */
  createDocument(request: CreateDocumentRequest): Promise<CreatedDocument>;
  /** The document created under an intent key; null when the provider has none. */
  findDocumentByIntent(intentKey: string): Promise<CreatedDocument | null>;
  /** The document's status; null when the provider has no such document. */
  getDocumentStatus(id: string): Promise<DocumentStatus | null>;
  /**
   * Sends a draft to its recipients: true when this call sent it, false when it had already left
   * the draft (a concurrent request sent it), so its link is emailed once.
   */
  sendDocument(id: string, options: { message: string; subject: string }): Promise<boolean>;
  /** The signed PDF of a completed document; null when there is none (yet). */
  getSignedPdf(id: string): Promise<Buffer | null>;
}

/** Provider statuses (with or without the `document.` prefix) as the stepper's statuses. */
export function normalizeDocumentStatus(status: string): DocumentStatus {
  const s = status.replace(/^document\./, '').toLowerCase();
  switch (s) {
    case 'uploaded':
    case 'draft':
    case 'sent':
    case 'viewed':
    case 'completed':
      return s;
    case 'paid':
      return 'completed';
    case 'waiting_approval':
    case 'approved':
    case 'waiting_pay':
    case 'external_review':
      return 'sent';
    default:
      return 'failed';
  }
}
