import { ProductionEstimateRequestSchema, ProductionEstimateResponseSchema } from '@pb/core';
import type { App } from '../../app-types';

/** Production estimate for panel arrays (spec 3 §7), for any signed-in user. */
export async function productionRoutes(app: App) {
  app.post('/api/production/estimate', {
    config: { access: 'authenticated', countsAs: 'estimate' },
    schema: {
      tags: ['production'],
      summary: 'Monthly AC kWh per array (PVWatts, local weather model, or approximate clear sky)',
      body: ProductionEstimateRequestSchema,
      response: { 200: ProductionEstimateResponseSchema },
    },
    handler: (req) => app.integrations.productionEstimator.estimate(req.body),
  });
}
