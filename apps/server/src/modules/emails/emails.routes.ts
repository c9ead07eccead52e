import { EmailOutboxPageSchema } from '@pb/core';
import { z } from 'zod';
import type { App } from '../../app-types';
import { retryEmail } from '../../jobs/outbox-retry';
import { outboxRoutes } from '../../jobs/outbox-routes';
import { listEmailOutbox } from './emails.repository';

/** The email outbox an admin reads in the app (the mailer's embedded default, and its log). */
export async function emailsRoutes(app: App) {
  outboxRoutes(app, {
    path: '/api/emails/outbox',
    tags: ['emails'],
    listSummary: 'Emails kept in (or logged to) the outbox, newest first, one page',
    retrySummary: 'Queues a pending or dead email to send again now (the Outbox Retry button)',
    pageSchema: EmailOutboxPageSchema,
    idSchema: z.uuid(),
    list: (query) => listEmailOutbox(app.db, query),
    retry: (id) => retryEmail(app.db, id),
  });
}
