import {
  CatalogueIdParamsSchema,
  CreateInverterInputSchema,
  DeleteReplySchema,
  InverterListSchema,
  InverterRecordSchema,
  UpdateInverterInputSchema,
} from '@pb/core';
import type { App } from '../../../app-types';
import { readAccess, readErrors, writeAccess, writeErrors } from '../shared/route-options';
import {
  createInverter,
  deleteInverter,
  getInverter,
  listInverters,
  updateInverter,
} from './inverters.service';

const tags = ['inverters'];

export async function invertersRoutes(app: App) {
  app.get('/api/inverters', {
    config: readAccess,
    schema: {
      tags,
      summary: 'List inverters (ordered by name)',
      response: { 200: InverterListSchema, ...readErrors },
    },
    handler: () => listInverters(app.db),
  });

  app.get('/api/inverters/:id', {
    config: readAccess,
    schema: {
      tags,
      summary: 'Get an inverter',
      params: CatalogueIdParamsSchema,
      response: { 200: InverterRecordSchema, ...readErrors },
    },
    handler: (req) => getInverter(app.db, req.params.id),
  });

  app.post('/api/inverters', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Create an inverter',
      body: CreateInverterInputSchema,
      response: { 201: InverterRecordSchema, ...writeErrors },
    },
    handler: async (req, reply) => reply.status(201).send(await createInverter(app.db, req.body)),
  });

  app.put('/api/inverters', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Update an inverter (409 on a stale version)',
      body: UpdateInverterInputSchema,
      response: { 200: InverterRecordSchema, ...writeErrors },
    },
    handler: (req) => updateInverter(app.db, req.body),
  });

  app.delete('/api/inverters/:id', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Delete an inverter (soft); answers true',
      params: CatalogueIdParamsSchema,
      response: { 200: DeleteReplySchema, ...writeErrors },
    },
    handler: (req) => deleteInverter(app.db, req.params.id),
  });
}
