import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { BrandTemplateSchema, type BrandTemplate } from '@pb/core';
import type { App } from '../../app-types';
import { brandTemplates } from '../../db/schema/index';

/** GET /api/brand-templates: the four bundled brands (deck pages, template thumbnails). */
export async function brandTemplatesRoutes(app: App) {
  app.get('/api/brand-templates', {
    config: { access: 'authenticated' },
    schema: { tags: ['brand templates'], response: { 200: z.array(BrandTemplateSchema) } },
    handler: async () =>
      (await app.db
        .select()
        .from(brandTemplates)
        .orderBy(asc(brandTemplates.name))) as BrandTemplate[],
  });
}
