import {
  ApiErrorSchema,
  CrmOutboxPageSchema,
  OutboxPageQuerySchema,
  OutboxRetryResultSchema,
} from '@pb/core';
import { z } from 'zod';
import type { App } from '../../app-types';
import { listCrmOutbox, retryCrmPush } from './crm-outbox.repository';

const tags = ['contracts'];

/** The admin Outbox's CRM and portal calls (decision 0067). */
export async function crmOutboxRoutes(app: App) {
  app.get('/api/crm/outbox', {
    config: { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } },
    schema: {
      tags,
      summary: 'CRM pushes and customer portal calls of onboardings, newest first, one page',
      querystring: OutboxPageQuerySchema,
      response: {
        200: CrmOutboxPageSchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
      },
    },
    handler: (req) => listCrmOutbox(app.db, req.query),
  });

  app.post('/api/crm/outbox/:id/retry', {
    config: { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } },
    schema: {
      tags,
      summary: 'Runs a waiting or dead CRM push or portal call again now (the Outbox Retry)',
      params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
      response: {
        200: OutboxRetryResultSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
        409: ApiErrorSchema,
      },
    },
    handler: async (req) => {
      await retryCrmPush(app.db, req.params.id);
      app.jobs.wake();
      return { queued: true };
    },
  });
}
