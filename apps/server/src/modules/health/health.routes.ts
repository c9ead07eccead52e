import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM (server.ts): readiness reads false while the instance drains. */
    lifecycle: { draining: boolean };
  }
}

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

  // Readiness, for the proxy or orchestrator: the database answers, migrations ran (the app
  // is built only after them) and the instance is not draining. Liveness stays /api/health.
  app.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      response: {
        200: z.object({ status: z.literal('ready') }),
        503: z.object({ status: z.enum(['draining', 'database-down']) }),
      },
    },
    handler: async (_req, reply) => {
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining' as const });
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        return reply.status(503).send({ status: 'database-down' as const });
      }
      return { status: 'ready' as const };
    },
  });
}
