import { ApiErrorSchema, OutboxPageQuerySchema, OutboxRetryResultSchema } from '@pb/core';
import { z } from 'zod';
import type { App } from '../app-types';

/** A numeric outbox id in a path (notification deliveries, CRM pushes). */
export const numericOutboxId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

type OutboxQuery = z.infer<typeof OutboxPageQuerySchema>;

/**
 * One list of the admin Outbox (emails, notification deliveries, CRM and portal calls): GET
 * `{path}` answers a page, newest first; POST `{path}/:id/retry` runs a waiting or dead entry
 * again now. Both are admin only; a retry wakes this instance's job runner.
 */
export function outboxRoutes<Id extends string | number>(
  app: App,
  outbox: {
    path: string;
    tags: string[];
    listSummary: string;
    retrySummary: string;
    /** The page's schema; the response is checked against it when it is sent. */
    pageSchema: z.ZodType;
    idSchema: z.ZodType<Id>;
    list: (query: OutboxQuery) => Promise<unknown>;
    retry: (id: Id) => Promise<void>;
  },
) {
  const access = { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } } as const;
  app.get(outbox.path, {
    config: access,
    schema: {
      tags: outbox.tags,
      summary: outbox.listSummary,
      querystring: OutboxPageQuerySchema,
      response: {
        200: outbox.pageSchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
      },
    },
    handler: (req) => outbox.list(req.query),
  });

  app.post(`${outbox.path}/:id/retry`, {
    config: access,
    schema: {
      tags: outbox.tags,
      summary: outbox.retrySummary,
      params: z.object({ id: outbox.idSchema }),
      response: {
        200: OutboxRetryResultSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
        409: ApiErrorSchema,
      },
    },
    handler: async (req) => {
      await outbox.retry(req.params.id);
      app.jobs.wake();
      return { queued: true as const };
    },
  });
}
