import { AppConfigSchema } from '@pb/core';
import type { App } from '../../app-types';

/** Public runtime settings the browser needs (only listed keys ever reach it). */
export async function appConfigRoutes(app: App) {
  app.get('/api/config', {
    config: { access: 'public' },
    schema: { tags: ['config'], response: { 200: AppConfigSchema } },
    handler: () => ({
      appSwitcher: {
        home: app.env.APP_SWITCHER_HOME_URL,
        proposalBuilder: '/',
        crm: app.env.APP_SWITCHER_CRM_URL,
        reports: app.env.APP_SWITCHER_REPORTS_URL,
        siteSurvey: app.env.APP_SWITCHER_SITE_SURVEY_URL,
      },
      trainingVideoUrl: app.env.TRAINING_VIDEO_URL,
      googleMapsApiKey: app.env.GOOGLE_MAPS_API_KEY ?? null,
    }),
  });
}
