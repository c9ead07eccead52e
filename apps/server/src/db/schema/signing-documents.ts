import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';

export interface SigningRecipient {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Sales Rep' | 'Customer';
}

export interface SigningEvidence {
  signerName: string;
  signerEmail: string;
  signatureKind: 'typed' | 'drawn';
  ip: string;
  userAgent: string;
  signedAt: string;
  /** SHA-256 of the unsigned agreement PDF the customer saw. */
  documentSha256: string;
}

/**
 * The built-in e-signature provider's documents: the rendered agreement, its signing token and
 * status (uploaded → draft → sent → viewed → completed), and the evidence of the signature.
 */
export const signingDocuments = pgTable('signing_documents', {
  id: idColumn(),
  name: text('name').notNull(),
  templateId: text('template_id').notNull(),
  status: text('status').notNull().default('uploaded'),
  token: text('token').notNull().unique(),
  /**
   * The intent this document was created for (decision 0067): one document per key, so a
   * request repeated after a crash gets the first document back instead of a second one.
   */
  intentKey: text('intent_key').unique(),
  recipients: jsonb('recipients').$type<SigningRecipient[]>().notNull(),
  fields: jsonb('fields').$type<{ name: string; value: string }[]>().notNull(),
  pdfKey: text('pdf_key').notNull().default(''),
  signedPdfKey: text('signed_pdf_key').notNull().default(''),
  evidence: jsonb('evidence').$type<SigningEvidence | null>(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});
