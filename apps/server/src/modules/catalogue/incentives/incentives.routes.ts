import {
  CatalogueIdParamsSchema,
  CreateIncentiveInputSchema,
  DeleteReplySchema,
  IncentiveListSchema,
  IncentiveRecordSchema,
  UpdateIncentiveInputSchema,
} from '@pb/core';
import type { App } from '../../../app-types';
import { readAccess, readErrors, writeAccess, writeErrors } from '../shared/route-options';
import {
  createIncentive,
  deleteIncentive,
  getIncentive,
  listIncentives,
  updateIncentive,
} from './incentives.service';

const tags = ['incentives'];

export async function incentivesRoutes(app: App) {
  app.get('/api/Incentives', {
    config: readAccess,
    schema: {
      tags,
      summary: 'List incentives (ordered by name)',
      response: { 200: IncentiveListSchema, ...readErrors },
    },
    handler: () => listIncentives(app.db),
  });

  app.get('/api/Incentives/:id', {
    config: readAccess,
    schema: {
      tags,
      summary: 'Get an incentive',
      params: CatalogueIdParamsSchema,
      response: { 200: IncentiveRecordSchema, ...readErrors },
    },
    handler: (req) => getIncentive(app.db, req.params.id),
  });

  app.post('/api/Incentives', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Create an incentive',
      body: CreateIncentiveInputSchema,
      response: { 201: IncentiveRecordSchema, ...writeErrors },
    },
    handler: async (req, reply) => reply.status(201).send(await createIncentive(app.db, req.body)),
  });

  app.put('/api/Incentives', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Update an incentive (409 on a stale version)',
      body: UpdateIncentiveInputSchema,
      response: { 200: IncentiveRecordSchema, ...writeErrors },
    },
    handler: (req) => updateIncentive(app.db, req.body),
  });

  app.delete('/api/Incentives/:id', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Delete an incentive (soft); answers true',
      params: CatalogueIdParamsSchema,
      response: { 200: DeleteReplySchema, ...writeErrors },
    },
    handler: (req) => deleteIncentive(app.db, req.params.id),
  });
}
