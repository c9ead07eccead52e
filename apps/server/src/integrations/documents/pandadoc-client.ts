import { z } from 'zod';
import { CATALOGUE_MESSAGES, type DocumentTemplate, type DocumentTemplateDetails } from '@pb/core';
import { AppError } from '../../errors';
import type { DocumentProvider } from './document-provider';
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

export interface PandaDocOptions {
  apiKey: string;
  /** e.g. https://api.pandadoc.com/public/v1 (PANDADOC_BASE_URL). */
  baseUrl: string;
  timeoutMs?: number;
}

const upstream = (message: string) => new AppError('UPSTREAM_FAILED', message);

/** The PandaDoc public API v1 template calls, authenticated with `API-Key <key>`. */
export function createPandaDocClient(options: PandaDocOptions): DocumentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function get(path: string, failure: string): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        headers: { authorization: `API-Key ${options.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw upstream(failure);
    }
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
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
