import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DocumentStatus } from '@pb/core';
import type { Db } from '../../db/client';
import { signingDocuments } from '../../db/schema/index';
import type { FileStorage } from '../storage/file-storage';
import { renderAgreementPdf } from './agreement-pdf';
import type { DocumentProvider } from './document-provider';
import { BUILT_IN_TEMPLATES } from './built-in-templates';
import { latestPerName } from './latest-templates';

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
      const token = randomBytes(24).toString('base64url');
      const [row] = await db
        .insert(signingDocuments)
        .values({
          name: request.name,
          templateId: request.templateId,
          token,
          recipients: request.recipients,
          fields: request.fields,
        })
        .returning();
      const doc = row!;
      const pdf = await renderAgreementPdf({
        title: request.name,
        templateName: BUILT_IN_TEMPLATES.find((t) => t.id === request.templateId)?.name ?? '',
        fields: request.fields,
        recipients: request.recipients,
        createdAt: doc.createdAt,
      });
      const key = `agreements/${doc.id}.pdf`;
      await deps.fileStorage().put(key, pdf, 'application/pdf');
      await db
        .update(signingDocuments)
        .set({ pdfKey: key, status: 'draft', updatedAt: new Date() })
        .where(eq(signingDocuments.id, doc.id));
      return {
        id: doc.id,
        name: doc.name,
        status: 'draft',
        dateCreated: doc.createdAt.toISOString(),
        signingUrl: signingPath(token),
      };
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
