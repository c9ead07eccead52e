import {
  ApiErrorSchema,
  DocumentTemplateDetailsSchema,
  DocumentTemplateIdParamsSchema,
  DocumentTemplateListSchema,
} from '@pb/core';
import type { App } from '../../../app-types';
import { readAccess, readErrors } from '../shared/route-options';
import { getDocumentTemplateDetails, listDocumentTemplates } from './contract-templates.service';

const tags = ['contract templates'];

/** The document provider's own templates (PandaDoc or built-in), for the mapping screen. */
export async function documentTemplatesRoutes(app: App) {
  app.get('/api/DocumentTemplates', {
    config: readAccess,
    schema: {
      tags,
      summary: 'List the document provider templates (latest version per name, sorted by name)',
      response: { 200: DocumentTemplateListSchema, ...readErrors, 502: ApiErrorSchema },
    },
    handler: () => listDocumentTemplates(app.integrations.documents),
  });

  app.get('/api/DocumentTemplates/:id/details', {
    config: readAccess,
    schema: {
      tags,
      summary: 'A provider template with its fields (uuid, name)',
      params: DocumentTemplateIdParamsSchema,
      response: { 200: DocumentTemplateDetailsSchema, ...readErrors, 502: ApiErrorSchema },
    },
    handler: (req) => getDocumentTemplateDetails(app.integrations.documents, req.params.id),
  });
}
