import {
  CreateTemplateInputSchema,
  DeleteReplySchema,
  TemplateIdParamsSchema,
  TemplateRecordSchema,
  UpdateTemplateInputSchema,
} from '@pb/core';
import { z } from 'zod';
import type { App } from '../../app-types';
import { currentUser } from '../../lib/current-user';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './proposal-templates.service';

const signedIn = { access: 'authenticated' } as const;
const admin = { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } } as const;

/**
 * Proposal templates (spec 3 §2 Templates, §7). Reading is open to any signed-in user: the
 * templates page (PB_MANAGE_CUSTOMERS) lists them, and the builder and editor of every user pick
 * or swap a proposal's template. Creating, editing and deleting need PB_MANAGE_ADMIN_ITEMS.
 */
export async function proposalTemplatesRoutes(app: App) {
  app.get('/api/Templates', {
    config: signedIn,
    schema: {
      tags: ['templates'],
      summary: 'Built-in templates first, then custom ones',
      response: { 200: z.array(TemplateRecordSchema) },
    },
    handler: () => listTemplates(app.db),
  });

  app.get('/api/Templates/:id', {
    config: signedIn,
    schema: {
      tags: ['templates'],
      params: TemplateIdParamsSchema,
      response: { 200: TemplateRecordSchema },
    },
    handler: (req) => getTemplate(app.db, req.params.id),
  });

  app.post('/api/Templates', {
    config: admin,
    schema: {
      tags: ['templates'],
      body: CreateTemplateInputSchema,
      response: { 201: TemplateRecordSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createTemplate(app.db, currentUser(req).id, req.body)),
  });

  app.put('/api/Templates', {
    config: admin,
    schema: {
      tags: ['templates'],
      body: UpdateTemplateInputSchema,
      response: { 200: TemplateRecordSchema },
    },
    handler: (req) => updateTemplate(app.db, req.body),
  });

  app.delete('/api/Templates/:id', {
    config: admin,
    schema: {
      tags: ['templates'],
      params: TemplateIdParamsSchema,
      response: { 200: DeleteReplySchema },
    },
    handler: (req) => deleteTemplate(app.db, req.params.id),
  });
}
