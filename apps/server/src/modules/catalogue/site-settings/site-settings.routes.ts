import { SiteSettingsRecordSchema, UpdateSiteSettingsInputSchema } from '@pb/core';
import type { App } from '../../../app-types';
import { readAccess, readErrors, writeAccess, writeErrors } from '../shared/route-options';
import { getSiteSettings, updateSiteSettings } from './site-settings.service';

const tags = ['site settings'];

export async function siteSettingsRoutes(app: App) {
  app.get('/api/settings/site', {
    config: readAccess,
    schema: {
      tags,
      summary: 'Get the site settings',
      response: { 200: SiteSettingsRecordSchema, ...readErrors },
    },
    handler: () => getSiteSettings(app.db),
  });

  app.patch('/api/settings/site', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Save the site settings (the whole object with its version; 409 on a stale version)',
      body: UpdateSiteSettingsInputSchema,
      response: { 200: SiteSettingsRecordSchema, ...writeErrors },
    },
    handler: (req) => updateSiteSettings(app.db, req.body),
  });
}
