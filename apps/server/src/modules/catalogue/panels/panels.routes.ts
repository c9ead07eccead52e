import {
  CatalogueIdParamsSchema,
  CreatePanelInputSchema,
  DeleteReplySchema,
  PanelListSchema,
  PanelRecordSchema,
  UpdatePanelInputSchema,
} from '@pb/core';
import type { App } from '../../../app-types';
import { readAccess, readErrors, writeAccess, writeErrors } from '../shared/route-options';
import { createPanel, deletePanel, getPanel, listPanels, updatePanel } from './panels.service';

const tags = ['panels'];

export async function panelsRoutes(app: App) {
  app.get('/api/Panels', {
    config: readAccess,
    schema: {
      tags,
      summary: 'List panels (ordered by name)',
      response: { 200: PanelListSchema, ...readErrors },
    },
    handler: () => listPanels(app.db),
  });

  app.get('/api/Panels/:id', {
    config: readAccess,
    schema: {
      tags,
      summary: 'Get a panel',
      params: CatalogueIdParamsSchema,
      response: { 200: PanelRecordSchema, ...readErrors },
    },
    handler: (req) => getPanel(app.db, req.params.id),
  });

  app.post('/api/Panels', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Create a panel',
      body: CreatePanelInputSchema,
      response: { 201: PanelRecordSchema, ...writeErrors },
    },
    handler: async (req, reply) => reply.status(201).send(await createPanel(app.db, req.body)),
  });

  app.put('/api/Panels', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Update a panel (409 on a stale version)',
      body: UpdatePanelInputSchema,
      response: { 200: PanelRecordSchema, ...writeErrors },
    },
    handler: (req) => updatePanel(app.db, req.body),
  });

  app.delete('/api/Panels/:id', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Delete a panel (soft); answers true',
      params: CatalogueIdParamsSchema,
      response: { 200: DeleteReplySchema, ...writeErrors },
    },
    handler: (req) => deletePanel(app.db, req.params.id),
  });
}
