import {
  BODY_LIMITS,
  ApiErrorSchema,
  ContractTemplateDetailSchema,
  ContractTemplateListSchema,
  ContractTemplateRecordSchema,
  DocumentTemplateIdParamsSchema,
  SaveContractTemplateInputSchema,
} from '@pb/core';
import type { App } from '../../../app-types';
import { readAccess, readErrors, writeAccess, writeErrors } from '../shared/route-options';
import {
  getContractTemplate,
  listContractTemplates,
  saveContractTemplate,
} from './contract-templates.service';

const tags = ['contract templates'];
/** A failing document provider answers 502 UPSTREAM_FAILED. */
const upstreamError = { 502: ApiErrorSchema };

export async function contractTemplatesRoutes(app: App) {
  app.get('/api/ContractTemplates', {
    config: readAccess,
    schema: {
      tags,
      summary:
        'List the document provider templates joined with our contract templates (sorted by name)',
      response: { 200: ContractTemplateListSchema, ...readErrors, ...upstreamError },
    },
    handler: () => listContractTemplates(app.db, app.integrations.documents),
  });

  app.get('/api/ContractTemplates/:id', {
    config: readAccess,
    schema: {
      tags,
      summary:
        'Get our contract template for a provider template id, with the provider fields to map. ' +
        "404 'Contract Template not found.' when none exists yet: the screen then starts a new one.",
      params: DocumentTemplateIdParamsSchema,
      response: { 200: ContractTemplateDetailSchema, ...readErrors, ...upstreamError },
    },
    handler: (req) => getContractTemplate(app.db, app.integrations.documents, req.params.id),
  });

  app.patch('/api/ContractTemplates', {
    bodyLimit: BODY_LIMITS.large,
    config: writeAccess,
    schema: {
      tags,
      summary:
        'Create (no id: 201) or update (id and version: 200; 409 on a stale version) a contract template. ' +
        'isActive false deactivates it.',
      body: SaveContractTemplateInputSchema,
      response: {
        200: ContractTemplateRecordSchema,
        201: ContractTemplateRecordSchema,
        ...writeErrors,
        ...upstreamError,
      },
    },
    handler: async (req, reply) => {
      const { created, item } = await saveContractTemplate(
        app.db,
        app.integrations.documents,
        req.body,
      );
      return reply.status(created ? 201 : 200).send(item);
    },
  });
}
