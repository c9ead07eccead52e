import {
  ApiErrorSchema,
  EmailOutboxPageSchema,
  OutboxPageQuerySchema,
  OutboxRetryResultSchema,
} from '@pb/core';
import { z } from 'zod';
import type { App } from '../../app-types';
import { retryEmail } from '../../jobs/outbox-retry';
import { listEmailOutbox } from './emails.repository';

const tags = ['emails'];

/** The email outbox an admin reads in the app (the mailer's embedded default, and its log). */
export async function emailsRoutes(app: App) {
  app.get('/api/emails/outbox', {
    config: { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } },
    schema: {
      tags,
      summary: 'Emails kept in (or logged to) the outbox, newest first, one page',
      querystring: OutboxPageQuerySchema,
      response: {
        200: EmailOutboxPageSchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
      },
    },
    handler: (req) => listEmailOutbox(app.db, req.query),
  });

  app.post('/api/emails/outbox/:id/retry', {
    config: { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } },
    schema: {
      tags,
      summary: 'Queues a pending or dead email to send again now (the Outbox Retry button)',
      params: z.object({ id: z.uuid() }),
      response: {
        200: OutboxRetryResultSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
        409: ApiErrorSchema,
      },
    },
    handler: async (req) => {
      await retryEmail(app.db, req.params.id);
      app.jobs.wake();
      return { queued: true };
    },
  });
}
