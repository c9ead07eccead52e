import {
  CreateCustomerInputSchema,
  CustomerIdParamsSchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerSchema,
  UpdateCustomerInputSchema,
} from '@pb/core';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import type { GeocodeDeps } from './customer-geocoding';
import { createCustomer, getCustomer, listCustomers, updateCustomer } from './customers.service';

const manage = { access: { capability: 'PB_MANAGE_CUSTOMERS' } } as const;
const signedIn = { access: 'authenticated' } as const;

/** Customers (spec 3 §7). The list and writes need PB_MANAGE_CUSTOMERS; any user may read one (rep view). */
export async function customersRoutes(app: App) {
  const geo = (req: FastifyRequest): GeocodeDeps => ({
    geocoder: app.integrations.geocoder,
    log: req.log,
  });

  app.get('/api/customers', {
    config: manage,
    schema: {
      tags: ['customers'],
      summary: 'Search customers (page is 0-based; filters is JSON text)',
      querystring: CustomerListQuerySchema,
      response: { 200: CustomerListResponseSchema },
    },
    handler: (req) => listCustomers(app.db, req.query),
  });

  app.get('/api/customers/:id', {
    config: signedIn,
    schema: {
      tags: ['customers'],
      params: CustomerIdParamsSchema,
      response: { 200: CustomerSchema },
    },
    handler: (req) => getCustomer(app.db, geo(req), req.params.id),
  });

  app.post('/api/customers', {
    config: manage,
    schema: {
      tags: ['customers'],
      body: CreateCustomerInputSchema,
      response: { 201: CustomerSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createCustomer(app.db, geo(req), req.body)),
  });

  app.patch('/api/customers', {
    config: manage,
    schema: {
      tags: ['customers'],
      body: UpdateCustomerInputSchema,
      response: { 200: CustomerSchema },
    },
    handler: (req) => updateCustomer(app.db, geo(req), req.body),
  });
}
