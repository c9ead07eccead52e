import type { DocumentProvider } from './document-provider';
import { BUILT_IN_TEMPLATES } from './built-in-templates';
import { latestPerName } from './latest-templates';

/** The embedded default when no PANDADOC_API_KEY is set: a few bundled contract templates. */
export function createBuiltInDocumentProvider(): DocumentProvider {
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
  };
}
