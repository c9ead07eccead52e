import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DocumentStatus } from '@pb/core';
import type { Db } from '../../db/client';
import { signingDocuments } from '../../db/schema/index';
import type { FileStorage } from '../storage/file-storage';
import { renderAgreementPdf } from './agreement-pdf';
import type { CreatedDocument, DocumentProvider } from './document-provider';
import { BUILT_IN_TEMPLATES } from './built-in-templates';
import { latestPerName } from './latest-templates';

type SigningDocumentRow = typeof signingDocuments.$inferSelect;

export const signingPath = (token: string) => `/sign/${token}`;

/**
 * The embedded default when no PANDADOC_API_KEY is set: bundled contract templates, agreements
 * rendered to PDF here, a signing page of our own (modules/signing) and a certificate page.
 * Statuses move as PandaDoc's do: uploaded → draft (rendered) → sent → viewed → completed.
 */
export function createBuiltInDocumentProvider(deps: {
  db: Db;
  fileStorage: () => FileStorage;
}): DocumentProvider {
  const { db } = deps;

  async function findByIntent(intentKey: string) {
    const [row] = await db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.intentKey, intentKey));
    return row;
  }

  /** Renders an uploaded document's PDF and makes it a draft; any other status is kept. */
  async function render(doc: SigningDocumentRow): Promise<CreatedDocument> {
    let status = doc.status as DocumentStatus;
    if (status === 'uploaded') {
      const pdf = await renderAgreementPdf({
        title: doc.name,
        templateName: BUILT_IN_TEMPLATES.find((t) => t.id === doc.templateId)?.name ?? '',
        fields: doc.fields,
        recipients: doc.recipients,
        createdAt: doc.createdAt,
      });
      const key = `agreements/${doc.id}.pdf`;
      await deps.fileStorage().put(key, pdf, 'application/pdf');
      // Only from uploaded: a second render of one document (a lookup racing its creation)
      // never undoes a send.
      await db
        .update(signingDocuments)
        .set({ pdfKey: key, status: 'draft', updatedAt: new Date() })
        .where(and(eq(signingDocuments.id, doc.id), eq(signingDocuments.status, 'uploaded')));
      status = 'draft';
    }
    return {
      id: doc.id,
      name: doc.name,
      status,
      dateCreated: doc.createdAt.toISOString(),
      signingUrl: signingPath(doc.token),
    };
  }

  return {
    kind: 'built-in',
    async listTemplates() {
      return latestPerName(
        BUILT_IN_TEMPLATES.map((t) => ({
          id: t.id,
          name: t.name,
          dateCreated: t.dateCreated,
          dateModified: t.dateModified,
          version: '1',
        })),
      );
    },
    async getTemplateDetails(id) {
      const t = BUILT_IN_TEMPLATES.find((x) => x.id === id);
      return t ? { id: t.id, name: t.name, fields: t.fields.map((f) => ({ ...f })) } : null;
    },

    async createDocument(request) {
      // One document per intent key: the insert that finds the key taken returns the first
      // document (a request repeated after a crash), which is rendered if it was not yet.
      const [inserted] = await db
        .insert(signingDocuments)
        .values({
          name: request.name,
          templateId: request.templateId,
          token: randomBytes(24).toString('base64url'),
          intentKey: request.intentKey,
          recipients: request.recipients,
          fields: request.fields,
        })
        .onConflictDoNothing({ target: signingDocuments.intentKey })
        .returning();
      const doc = inserted ?? (await findByIntent(request.intentKey))!;
      return render(doc);
    },

    async findDocumentByIntent(intentKey) {
      const doc = await findByIntent(intentKey);
      // Found while still uploaded: the process creating it died before rendering it, and no
      // one else will render it (PandaDoc finishes its own asynchronously; here we are PandaDoc).
      return doc ? render(doc) : null;
    },

    async getDocumentStatus(id) {
      const [row] = await db
        .select({ status: signingDocuments.status })
        .from(signingDocuments)
        .where(eq(signingDocuments.id, id));
      return row ? (row.status as DocumentStatus) : null;
    },

    async sendDocument(id) {
      // Only a draft is sent, in one statement: two polls that both saw it draft send it once.
      const sent = await db
        .update(signingDocuments)
        .set({ status: 'sent', sentAt: new Date(), updatedAt: new Date() })
        .where(and(eq(signingDocuments.id, id), eq(signingDocuments.status, 'draft')))
        .returning({ id: signingDocuments.id });
      return sent.length > 0;
    },

    async getSignedPdf(id) {
      const [row] = await db
        .select({ key: signingDocuments.signedPdfKey })
        .from(signingDocuments)
        .where(eq(signingDocuments.id, id));
      if (!row?.key) return null;
      return (await deps.fileStorage().get(row.key))?.bytes ?? null;
    },
  };
}
