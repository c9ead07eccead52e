import { ApiErrorSchema, EmailOutboxPageSchema, OutboxPageQuerySchema } from '@pb/core';
import type { App } from '../../app-types';
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
}
