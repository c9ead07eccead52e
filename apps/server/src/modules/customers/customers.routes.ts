import {
  CreateCustomerInputSchema,
  CustomerIdParamsSchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerRepsResponseSchema,
  CustomerSchema,
  SetCustomerRepsInputSchema,
  UpdateCustomerInputSchema,
} from '@pb/core';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { currentUser } from '../../lib/current-user';
import type { GeocodeDeps } from './customer-geocoding';
import { listCustomerReps, listRepCandidates, setCustomerReps } from './customer-reps.service';
import { createCustomer, getCustomer, listCustomers, updateCustomer } from './customers.service';

const manage = { access: { capability: 'PB_MANAGE_CUSTOMERS' } } as const;
const signedIn = { access: 'authenticated' } as const;

/**
 * Customers (spec 3 §7). Writes need PB_MANAGE_CUSTOMERS. Reading one and the list are open to
 * any signed-in user and scoped by customer-access.ts: without PB_MANAGE_CUSTOMERS only the
 * customers the user is the closer of or created (others answer 404; decision 0027).
 */
export async function customersRoutes(app: App) {
  const geo = (req: FastifyRequest): GeocodeDeps => ({
    geocoder: app.integrations.geocoder,
    log: req.log,
  });

  app.get('/api/customers', {
    config: signedIn,
    schema: {
      tags: ['customers'],
      summary:
        "Search customers (page is 0-based; filters is JSON text); a rep's own customers only",
      querystring: CustomerListQuerySchema,
      response: { 200: CustomerListResponseSchema },
    },
    handler: (req) => listCustomers(app.db, currentUser(req), req.query),
  });

  app.get('/api/customers/:id', {
    config: signedIn,
    schema: {
      tags: ['customers'],
      params: CustomerIdParamsSchema,
      response: { 200: CustomerSchema },
    },
    handler: (req) => getCustomer(app.db, geo(req), currentUser(req), req.params.id),
  });

  app.post('/api/customers', {
    config: manage,
    schema: {
      tags: ['customers'],
      body: CreateCustomerInputSchema,
      response: { 201: CustomerSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createCustomer(app.db, geo(req), currentUser(req), req.body)),
  });

  app.patch('/api/customers', {
    config: manage,
    schema: {
      tags: ['customers'],
      body: UpdateCustomerInputSchema,
      response: { 200: CustomerSchema },
    },
    handler: (req) => updateCustomer(app.db, geo(req), currentUser(req), req.body),
  });

  app.get('/api/customers/rep-candidates', {
    config: manage,
    schema: {
      tags: ['customers'],
      summary: 'Users who may be assigned to customers: those without PB_MANAGE_CUSTOMERS',
      response: { 200: CustomerRepsResponseSchema },
    },
    handler: () => listRepCandidates(app.db),
  });

  app.get('/api/customers/:id/reps', {
    config: manage,
    schema: {
      tags: ['customers'],
      summary: 'The reps assigned to the customer (decision 0034)',
      params: CustomerIdParamsSchema,
      response: { 200: CustomerRepsResponseSchema },
    },
    handler: (req) => listCustomerReps(app.db, currentUser(req), req.params.id),
  });

  app.put('/api/customers/:id/reps', {
    config: manage,
    schema: {
      tags: ['customers'],
      summary: 'Replace the reps assigned to the customer: they reach it (decision 0034)',
      params: CustomerIdParamsSchema,
      body: SetCustomerRepsInputSchema,
      response: { 200: CustomerRepsResponseSchema },
    },
    handler: (req) => setCustomerReps(app.db, currentUser(req), req.params.id, req.body),
  });
}
