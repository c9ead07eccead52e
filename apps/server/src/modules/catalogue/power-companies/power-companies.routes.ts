import {
  BODY_LIMITS,
  CatalogueIdParamsSchema,
  CreatePowerCompanyInputSchema,
  DeleteReplySchema,
  PowerCompanyListSchema,
  PowerCompanyRecordSchema,
  UpdatePowerCompanyInputSchema,
} from '@pb/core';
import type { App } from '../../../app-types';
import { readAccess, readErrors, writeAccess, writeErrors } from '../shared/route-options';
import {
  createPowerCompany,
  deletePowerCompany,
  getPowerCompany,
  listPowerCompanies,
  updatePowerCompany,
} from './power-companies.service';

const tags = ['power companies'];

export async function powerCompaniesRoutes(app: App) {
  app.get('/api/PowerCompanies', {
    config: readAccess,
    schema: {
      tags,
      summary: 'List power companies with their plans (ordered by name)',
      response: { 200: PowerCompanyListSchema, ...readErrors },
    },
    handler: () => listPowerCompanies(app.db),
  });

  app.get('/api/PowerCompanies/:id', {
    config: readAccess,
    schema: {
      tags,
      summary: 'Get a power company',
      params: CatalogueIdParamsSchema,
      response: { 200: PowerCompanyRecordSchema, ...readErrors },
    },
    handler: (req) => getPowerCompany(app.db, req.params.id),
  });

  app.post('/api/PowerCompanies', {
    bodyLimit: BODY_LIMITS.large,
    config: writeAccess,
    schema: {
      tags,
      summary: 'Create a power company',
      body: CreatePowerCompanyInputSchema,
      response: { 201: PowerCompanyRecordSchema, ...writeErrors },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createPowerCompany(app.db, req.body)),
  });

  app.put('/api/PowerCompanies', {
    bodyLimit: BODY_LIMITS.large,
    config: writeAccess,
    schema: {
      tags,
      summary: 'Update a power company, plans included (409 on a stale version)',
      body: UpdatePowerCompanyInputSchema,
      response: { 200: PowerCompanyRecordSchema, ...writeErrors },
    },
    handler: (req) => updatePowerCompany(app.db, req.body),
  });

  app.delete('/api/PowerCompanies/:id', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Delete a power company (soft); answers true',
      params: CatalogueIdParamsSchema,
      response: { 200: DeleteReplySchema, ...writeErrors },
    },
    handler: (req) => deletePowerCompany(app.db, req.params.id),
  });
}
