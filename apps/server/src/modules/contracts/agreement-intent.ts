import { randomUUID } from 'node:crypto';
import { AgreementPriceSchema, type AgreementPrice } from '@pb/core';
import { z } from 'zod';

/**
 * The agreement document's intent (decision 0067): written into the contract's metaData before
 * the signing provider is asked to create the document, sent to the provider with it, and
 * cleared by the write that records the document. Found pending, it means a request is creating
 * that document now, or died between the provider's answer and our write.
 */
const DocumentIntentSchema = z.object({
  key: z.string(),
  name: z.string(),
  templateId: z.string(),
  startedAt: z.string(),
  /** What the document states, so an adopted one is recorded as the request that made it would. */
  price: AgreementPriceSchema,
});
export type DocumentIntent = z.infer<typeof DocumentIntentSchema>;

type MetaData = Record<string, unknown>;

const INTENT = 'documentIntent';

/**
 * A pending intent with no document at the provider yet is taken to be another request still
 * creating it this long; after that it is abandoned (its request died before the provider did
 * anything) and a new one replaces it.
 */
export const INTENT_IN_FLIGHT_MS = 30_000;

export function pendingIntent(metaData: MetaData): DocumentIntent | null {
  const parsed = DocumentIntentSchema.safeParse(metaData[INTENT]);
  return parsed.success ? parsed.data : null;
}

/** A fresh key per intent: a later Generate Agreement is a new document, not the same one. */
export function newIntent(
  contractId: string,
  request: { name: string; templateId: string; price: AgreementPrice },
  now: Date,
): DocumentIntent {
  return {
    key: `agreement:${contractId}:${randomUUID()}`,
    ...request,
    startedAt: now.toISOString(),
  };
}

/**
 * Only keys made for this contract are looked up: metaData can be written by a PATCH, and a key
 * copied from another contract must not adopt that contract's document.
 */
export const isIntentOf = (intent: DocumentIntent, contractId: string) =>
  intent.key.startsWith(`agreement:${contractId}:`);

export function isInFlight(intent: DocumentIntent, now: Date): boolean {
  const started = Date.parse(intent.startedAt);
  return Number.isFinite(started) && now.getTime() - started < INTENT_IN_FLIGHT_MS;
}

export const withIntent = (metaData: MetaData, intent: DocumentIntent): MetaData => ({
  ...metaData,
  [INTENT]: intent,
});

/** The metaData without the intent `key`; a newer intent that replaced it meanwhile stays. */
export function withoutIntent(metaData: MetaData, key: string): MetaData {
  if (pendingIntent(metaData)?.key !== key) return metaData;
  return Object.fromEntries(Object.entries(metaData).filter(([k]) => k !== INTENT));
}
