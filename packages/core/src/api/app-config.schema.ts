import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/** GET /api/config (public): app-switcher targets, the training video and the maps key. */
export const AppConfigSchema = lazySchema(() =>
  z.object({
    appSwitcher: z.object({
      home: z.string(),
      proposalBuilder: z.string(),
      crm: z.string(),
      reports: z.string(),
      siteSurvey: z.string(),
    }),
    trainingVideoUrl: z.string(),
    googleMapsApiKey: z.string().nullable(),
  }),
);
export type AppConfig = z.infer<typeof AppConfigSchema>;
