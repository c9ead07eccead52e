import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { ONBOARDING_MESSAGES as M, type SignInput } from '@pb/core';
import type { Db } from '../../db/client';
import { signingDocuments, type SigningEvidence } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { sha256, stampSignedPdf } from '../../integrations/documents/agreement-pdf';

export interface SigningView {
  name: string;
  status: string;
  customerName: string;
  customerEmail: string;
  signedAt: string | null;
}

async function byToken(db: Db, token: string) {
  const [row] = await db.select().from(signingDocuments).where(eq(signingDocuments.token, token));
  if (!row) throw notFound(M.signingLinkInvalid);
  return row;
}

const customerOf = (row: typeof signingDocuments.$inferSelect) =>
  row.recipients.find((r) => r.role === 'Customer') ?? row.recipients[0]!;

/** Opening the link: a sent document becomes viewed. */
export async function openSigning(db: Db, token: string): Promise<SigningView> {
  let row = await byToken(db, token);
  if (row.status === 'uploaded' || row.status === 'draft') throw notFound(M.signingLinkInvalid);
  if (row.status === 'sent') {
    const [viewed] = await db
      .update(signingDocuments)
      .set({ status: 'viewed', updatedAt: new Date() })
      // Only a sent one: a signature that landed meanwhile is not undone.
      .where(and(eq(signingDocuments.id, row.id), eq(signingDocuments.status, 'sent')))
      .returning();
    if (viewed) row = viewed;
  }
  const customer = customerOf(row);
  return {
    name: row.name,
    status: row.status,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerEmail: customer.email,
    signedAt: row.evidence?.signedAt ?? null,
  };
}

export async function unsignedPdf(db: Db, storage: FileStorage, token: string): Promise<Buffer> {
  const row = await byToken(db, token);
  const key = row.signedPdfKey || row.pdfKey;
  const file = key ? await storage.get(key) : null;
  if (!file) throw notFound(M.signingLinkInvalid);
  return file.bytes;
}

/**
 * Signing: records who signed, when and from where, stamps the signature and a certificate
 * page (with the SHA-256 of the document shown) into the final PDF, stores it, completes.
 */
export async function sign(
  db: Db,
  storage: FileStorage,
  token: string,
  input: SignInput,
  from: { ip: string; userAgent: string },
): Promise<SigningView> {
  const row = await byToken(db, token);
  if (row.status === 'completed') throw new AppError('CONFLICT', M.alreadySigned);
  if (row.status !== 'sent' && row.status !== 'viewed') throw notFound(M.signingLinkInvalid);
  const drawn = input.signature.startsWith('data:image/png;base64,');
  const unsigned = await storage.get(row.pdfKey);
  if (!unsigned) throw notFound(M.signingLinkInvalid);
  const customer = customerOf(row);
  const evidence: SigningEvidence = {
    signerName: input.signerName,
    signerEmail: customer.email,
    signatureKind: drawn ? 'drawn' : 'typed',
    ip: from.ip,
    userAgent: from.userAgent.slice(0, 300),
    signedAt: new Date().toISOString(),
    documentSha256: sha256(unsigned.bytes),
  };
  let signed: Buffer;
  try {
    signed = await stampSignedPdf(unsigned.bytes, evidence, input.signature, row.id);
  } catch {
    throw new AppError('BAD_REQUEST', M.signatureRequired);
  }
  // Each attempt stores its own file; the one whose conditional update wins is the signed PDF.
  const key = `agreements/${row.id}-signed-${randomUUID()}.pdf`;
  await storage.put(key, signed, 'application/pdf');
  // One signature per document on PostgreSQL and PGlite alike: only a document still waiting
  // for it (sent or viewed) is completed, in one statement; a concurrent attempt finds none.
  const [done] = await db
    .update(signingDocuments)
    .set({ status: 'completed', signedPdfKey: key, evidence, updatedAt: new Date() })
    .where(
      and(eq(signingDocuments.id, row.id), inArray(signingDocuments.status, ['sent', 'viewed'])),
    )
    .returning();
  if (!done) {
    await storage.delete(key);
    throw new AppError('CONFLICT', M.alreadySigned);
  }
  return {
    name: done.name,
    status: done.status,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerEmail: customer.email,
    signedAt: evidence.signedAt,
  };
}
