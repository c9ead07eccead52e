import { z } from 'zod';
import {
  CATALOGUE_MESSAGES,
  ONBOARDING_MESSAGES,
  type DocumentStatus,
  type DocumentTemplate,
  type DocumentTemplateDetails,
} from '@pb/core';
import { AppError } from '../../errors';
import { createRetryingFetch } from '../http/retrying-fetch';
import {
  normalizeDocumentStatus,
  type CreatedDocument,
  type DocumentProvider,
} from './document-provider';
import { latestPerName } from './latest-templates';

/** PandaDoc's page size maximum (integrations §5; spec 1 §9: page size 100). */
export const PANDADOC_PAGE_SIZE = 100;
/** A guard against a server that never answers an empty page. */
const MAX_PAGES = 500;

const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

const TemplateListSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      date_created: optionalText,
      date_modified: optionalText,
      version: optionalText,
    }),
  ),
});

const TemplateDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z
    .array(z.object({ uuid: z.string(), name: z.string().nullish(), title: z.string().nullish() }))
    .nullish(),
});

const DocumentSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  status: z.string(),
  date_created: optionalText,
});

const DocumentListSchema = z.object({ results: z.array(DocumentSchema) });

/** The metadata key our intent key travels under (decision 0067). */
const INTENT_METADATA = 'pb_intent';

export interface PandaDocOptions {
  apiKey: string;
  /** e.g. https://api.pandadoc.com/public/v1 (PANDADOC_BASE_URL). */
  baseUrl: string;
  timeoutMs?: number;
}

const upstream = (message: string) => new AppError('UPSTREAM_FAILED', message);

/** A PandaDoc document as ours; PandaDoc emails its own signing link, so there is no URL. */
function toCreated(doc: z.infer<typeof DocumentSchema>, requestedName: string): CreatedDocument {
  return {
    id: doc.id,
    name: doc.name ?? requestedName,
    status: normalizeDocumentStatus(doc.status),
    dateCreated: doc.date_created || new Date().toISOString(),
    signingUrl: '',
  };
}

/** The PandaDoc public API v1 template calls, authenticated with `API-Key <key>`. */
export function createPandaDocClient(options: PandaDocOptions): DocumentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  // Reads (template lists, details, document status, PDFs) are retried; creating and sending are not.
  const fetchWithRetry = createRetryingFetch({ timeoutMs: options.timeoutMs ?? 15_000 });

  async function get(path: string, failure: string): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetchWithRetry(`${base}${path}`, {
        headers: { authorization: `API-Key ${options.apiKey}`, accept: 'application/json' },
      });
    } catch {
      throw upstream(failure);
    }
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  }

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown; bytes?: Buffer }> {
    let res: Response;
    try {
      res = await fetchWithRetry(`${base}${path}`, {
        method,
        headers: {
          authorization: `API-Key ${options.apiKey}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch {
      throw upstream(ONBOARDING_MESSAGES.couldNotCreateContract);
    }
    if ((res.headers.get('content-type') ?? '').includes('application/pdf')) {
      return { status: res.status, body: null, bytes: Buffer.from(await res.arrayBuffer()) };
    }
    return { status: res.status, body: await res.json().catch(() => null) };
  }

  async function listPage(page: number): Promise<DocumentTemplate[]> {
    const failure = CATALOGUE_MESSAGES.couldNotGetPandadocContractTemplates;
    const query = `count=${PANDADOC_PAGE_SIZE}&deleted=false&page=${page}`;
    const { status, body } = await get(`/templates?${query}`, failure);
    if (status < 200 || status >= 300) throw upstream(failure);
    const parsed = TemplateListSchema.safeParse(body);
    if (!parsed.success) throw upstream(failure);
    return parsed.data.results.map((t) => ({
      id: t.id,
      name: t.name,
      dateCreated: t.date_created,
      dateModified: t.date_modified,
      version: t.version,
    }));
  }

  /** The document's status; null when PandaDoc has no such document. */
  async function documentStatus(id: string): Promise<DocumentStatus | null> {
    const failure = ONBOARDING_MESSAGES.couldNotGetDocumentStatus;
    const { status, body } = await send('GET', `/documents/${encodeURIComponent(id)}`);
    if (status === 404) return null;
    if (status < 200 || status >= 300) throw upstream(failure);
    const parsed = DocumentSchema.safeParse(body);
    if (!parsed.success) throw upstream(failure);
    return normalizeDocumentStatus(parsed.data.status);
  }

  return {
    kind: 'pandadoc',

    async listTemplates() {
      const all: DocumentTemplate[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const results = await listPage(page);
        if (results.length === 0) break;
        all.push(...results);
      }
      return latestPerName(all);
    },

    async createDocument(request) {
      const failure = ONBOARDING_MESSAGES.couldNotCreateContract;
      const { status, body } = await send('POST', '/documents', {
        name: request.name,
        template_uuid: request.templateId,
        recipients: request.recipients.map((r) => ({
          email: r.email,
          first_name: r.firstName,
          last_name: r.lastName,
          role: r.role,
        })),
        fields: Object.fromEntries(request.fields.map((f) => [f.name, { value: f.value }])),
        metadata: { [INTENT_METADATA]: request.intentKey },
      });
      if (status < 200 || status >= 300) throw upstream(failure);
      const parsed = DocumentSchema.safeParse(body);
      if (!parsed.success) throw upstream(failure);
      return toCreated(parsed.data, request.name);
    },

    async findDocumentByIntent(intentKey) {
      // List Documents filters by metadata as `metadata_<key>=<value>`; a read, so retried.
      const failure = ONBOARDING_MESSAGES.couldNotCreateContract;
      const query = `metadata_${INTENT_METADATA}=${encodeURIComponent(intentKey)}`;
      const { status, body } = await get(`/documents?${query}`, failure);
      if (status < 200 || status >= 300) throw upstream(failure);
      const parsed = DocumentListSchema.safeParse(body);
      if (!parsed.success) throw upstream(failure);
      const found = parsed.data.results[0];
      return found ? toCreated(found, '') : null;
    },

    getDocumentStatus: documentStatus,

    async sendDocument(id, { message, subject }) {
      const { status } = await send('POST', `/documents/${encodeURIComponent(id)}/send`, {
        message,
        subject,
        silent: false,
      });
      if (status >= 200 && status < 300) return true;
      // PandaDoc sends only a draft: refused because another request (or instance) has just
      // sent it, the document is past the draft, and that is not a failed send.
      const now = await documentStatus(id).catch(() => null);
      if (now === 'sent' || now === 'viewed' || now === 'completed') return false;
      throw upstream(ONBOARDING_MESSAGES.failedToSendAgreement);
    },

    async getSignedPdf(id) {
      const { status, bytes } = await send('GET', `/documents/${encodeURIComponent(id)}/download`);
      if (status < 200 || status >= 300 || !bytes) return null;
      return bytes;
    },

    async getTemplateDetails(id): Promise<DocumentTemplateDetails | null> {
      const failure = CATALOGUE_MESSAGES.couldNotGetPandadocContractTemplate;
      const { status, body } = await get(`/templates/${encodeURIComponent(id)}/details`, failure);
      if (status === 404) return null;
      if (status < 200 || status >= 300) throw upstream(failure);
      const parsed = TemplateDetailsSchema.safeParse(body);
      if (!parsed.success) throw upstream(failure);
      return {
        id: parsed.data.id,
        name: parsed.data.name,
        fields: (parsed.data.fields ?? []).map((f) => ({
          uuid: f.uuid,
          name: f.name || f.title || '',
        })),
      };
    },
  };
}
