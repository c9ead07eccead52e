import {
  ApiErrorSchema,
  BODY_LIMITS,
  CustomerDetailsRecordSchema,
  IntervalLoadResponseSchema,
  IntervalLoadSummarySchema,
  SaveIntervalLoadInputSchema,
  CustomerIdAltParamsSchema,
  CustomerIdParamsSchema,
  GenerateOptimalBuildResponseSchema,
  SaveCustomerDetailsInputSchema,
} from '@pb/core';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { currentUser } from '../../lib/current-user';
import { getCustomerDetails, saveCustomerDetails } from './customer-details.service';
import { generateOptimalBuild } from './generate-optimal-build';
import {
  deleteIntervalLoad,
  getIntervalLoad,
  saveIntervalLoad,
  type RepricingDeps,
} from './interval-load.service';

const manage = { access: { capability: 'PB_MANAGE_CUSTOMERS' } } as const;

/** Customer details (default power info, spec 3 §7) and Generate Optimal Build (spec 3 §4). */
export async function customerDetailsRoutes(app: App) {
  /** An upload or removal of interval data re-prices the hourly proposals (decision 0066). */
  const repricing = (req: FastifyRequest): RepricingDeps => ({
    leads: app.integrations.leads,
    log: req.log,
    estimator: app.integrations.productionEstimator,
    geocoder: app.integrations.geocoder,
  });
  app.get('/api/customers/:id/Details', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['customer details'],
      summary:
        "The customer's default power info; 404 'Customer Details do not exist.' before the first save",
      params: CustomerIdParamsSchema,
      response: { 200: CustomerDetailsRecordSchema },
    },
    handler: (req) => getCustomerDetails(app.db, currentUser(req), req.params.id),
  });

  app.patch('/api/customers/:customerId/Details', {
    config: manage,
    schema: {
      tags: ['customer details'],
      summary: 'Save the power info; priced figures are recomputed by the server',
      params: CustomerIdAltParamsSchema,
      body: SaveCustomerDetailsInputSchema,
      response: { 200: CustomerDetailsRecordSchema },
    },
    handler: (req) =>
      saveCustomerDetails(
        app.db,
        app.integrations.productionEstimator,
        currentUser(req),
        req.params.customerId,
        req.body,
      ),
  });

  app.post('/api/customers/:customerId/Details/generate', {
    config: manage,
    schema: {
      tags: ['customer details'],
      summary:
        'Generate Optimal Build: production, recommended build, pricing; saves and returns the details',
      params: CustomerIdAltParamsSchema,
      body: SaveCustomerDetailsInputSchema,
      response: { 200: GenerateOptimalBuildResponseSchema },
    },
    handler: (req) =>
      generateOptimalBuild(
        app.db,
        {
          geocoder: app.integrations.geocoder,
          estimator: app.integrations.productionEstimator,
          log: req.log,
        },
        currentUser(req),
        req.params.customerId,
        req.body,
      ),
  });

  app.get('/api/customers/:id/interval-load', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['customer details'],
      summary: "The customer's uploaded interval data (Green Button), null when none",
      params: CustomerIdParamsSchema,
      response: { 200: IntervalLoadResponseSchema },
    },
    handler: (req) => getIntervalLoad(app.db, currentUser(req), req.params.id),
  });

  app.put('/api/customers/:id/interval-load', {
    config: manage,
    bodyLimit: BODY_LIMITS.intervalData,
    schema: {
      tags: ['customer details'],
      summary:
        "Upload a Green Button CSV/XML year (the customer's unsigned hourly proposals are re-priced on it); 422 with the reason on a file that is not a usable year",
      params: CustomerIdParamsSchema,
      body: SaveIntervalLoadInputSchema,
      response: { 200: IntervalLoadSummarySchema, 422: ApiErrorSchema },
    },
    handler: (req) =>
      saveIntervalLoad(app.db, repricing(req), currentUser(req), req.params.id, req.body),
  });

  app.delete('/api/customers/:id/interval-load', {
    config: manage,
    schema: {
      tags: ['customer details'],
      summary:
        "Remove the uploaded interval data; hourly plans go back to the modelled load (the customer's unsigned hourly proposals are re-priced)",
      params: CustomerIdParamsSchema,
    },
    handler: async (req, reply) => {
      await deleteIntervalLoad(app.db, repricing(req), currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  });
}
