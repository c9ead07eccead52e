import { CrmOutboxPageSchema } from '@pb/core';
import type { App } from '../../app-types';
import { numericOutboxId, outboxRoutes } from '../../jobs/outbox-routes';
import { listCrmOutbox, retryCrmPush } from './crm-outbox.repository';

/** The admin Outbox's CRM and portal calls (decision 0067). */
export async function crmOutboxRoutes(app: App) {
  outboxRoutes(app, {
    path: '/api/crm/outbox',
    tags: ['contracts'],
    listSummary: 'CRM pushes and customer portal calls of onboardings, newest first, one page',
    retrySummary: 'Runs a waiting or dead CRM push or portal call again now (the Outbox Retry)',
    pageSchema: CrmOutboxPageSchema,
    idSchema: numericOutboxId,
    list: (query) => listCrmOutbox(app.db, query),
    retry: (id) => retryCrmPush(app.db, id),
  });
}
