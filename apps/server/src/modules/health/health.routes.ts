import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types';

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
}
