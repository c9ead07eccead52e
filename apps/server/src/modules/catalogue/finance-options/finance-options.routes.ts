import {
  CatalogueIdParamsSchema,
  DeleteReplySchema,
  FinanceOptionListSchema,
  FinanceOptionRecordSchema,
  SaveFinanceOptionInputSchema,
} from '@pb/core';
import type { App } from '../../../app-types';
import { readAccess, readErrors, writeAccess, writeErrors } from '../shared/route-options';
import {
  deleteFinanceOption,
  getFinanceOption,
  listFinanceOptions,
  saveFinanceOption,
} from './finance-options.service';

const tags = ['finance options'];

export async function financeOptionsRoutes(app: App) {
  app.get('/api/FinanceOptions', {
    config: readAccess,
    schema: {
      tags,
      summary: 'List finance options (ordered by name)',
      response: { 200: FinanceOptionListSchema, ...readErrors },
    },
    handler: () => listFinanceOptions(app.db),
  });

  app.get('/api/FinanceOptions/:id', {
    config: readAccess,
    schema: {
      tags,
      summary: 'Get a finance option',
      params: CatalogueIdParamsSchema,
      response: { 200: FinanceOptionRecordSchema, ...readErrors },
    },
    handler: (req) => getFinanceOption(app.db, req.params.id),
  });

  app.patch('/api/FinanceOptions', {
    config: writeAccess,
    schema: {
      tags,
      summary:
        'Create (no id: 201) or update (id and version: 200; 409 on a stale version) a finance option',
      body: SaveFinanceOptionInputSchema,
      response: { 200: FinanceOptionRecordSchema, 201: FinanceOptionRecordSchema, ...writeErrors },
    },
    handler: async (req, reply) => {
      const { created, item } = await saveFinanceOption(app.db, req.body);
      return reply.status(created ? 201 : 200).send(item);
    },
  });

  app.delete('/api/FinanceOptions/:id', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Delete a finance option (soft); answers true',
      params: CatalogueIdParamsSchema,
      response: { 200: DeleteReplySchema, ...writeErrors },
    },
    handler: (req) => deleteFinanceOption(app.db, req.params.id),
  });
}
