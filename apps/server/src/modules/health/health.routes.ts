import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types';

/**
 * Liveness (`/api/health`: the process answers and reaches its database) and readiness
 * (`/api/ready`: it also takes new work — 503 once it is shutting down, so a load balancer or
 * orchestrator sends new requests elsewhere while the ones in flight finish; docs/deploy.md).
 */
export async function healthRoutes(app: App) {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
    },
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'up' };
    },
  });

  app.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      response: {
        200: z.object({ status: z.literal('ready') }),
        503: z.object({ status: z.literal('draining') }),
      },
    },
    handler: async (_req, reply) => {
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining' as const });
      await app.db.execute(sql`select 1`);
      return { status: 'ready' as const };
    },
  });
}
