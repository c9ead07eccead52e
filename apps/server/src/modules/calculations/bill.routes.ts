import {
  BODY_LIMITS,
  HourlyBillRequestSchema,
  HourlyBillResponseSchema,
  computeHourlyBill,
  parseUrdbRate,
} from '@pb/core';
import type { App } from '../../app-types';
import { badRequest } from '../../errors';

/**
 * POST /api/calculations/bill (issue 35): a year's bills before and after solar from 8760 hourly
 * load and production on an OpenEI URDB rate under net metering, net billing or buy-all/sell-all.
 * Any signed-in user, like the proposal calculation; nothing is stored.
 */
export async function billCalculationRoutes(app: App) {
  app.post('/api/calculations/bill', {
    config: { access: 'authenticated', countsAs: 'estimate' },
    // Two 8760-hour series at full float precision (~20 characters a value): ~350 KB.
    bodyLimit: BODY_LIMITS.large,
    schema: {
      tags: ['calculations'],
      body: HourlyBillRequestSchema,
      response: { 200: HourlyBillResponseSchema },
    },
    handler: (req) => {
      const { tariff: rate, metering, sellRates, yearEndSellRate, load, production } = req.body;
      let tariff;
      try {
        tariff = parseUrdbRate(rate);
      } catch (e) {
        throw badRequest((e as Error).message, [{ path: 'tariff', message: (e as Error).message }]);
      }
      const { annual, monthly } = computeHourlyBill({
        tariff,
        metering,
        sellRates,
        yearEndSellRate,
        load,
        production,
      });
      return { annual, monthly };
    },
  });
}
