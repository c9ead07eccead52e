import {
  BaselineResponseSchema,
  CustomerAppointmentResponseSchema,
  CustomerIdParamsSchema,
} from '@pb/core';
import type { App } from '../../app-types';
import { currentUser } from '../../lib/current-user';
import { getCustomerAppointment, getCustomerBaseline } from './lead-baseline';
import { runLeadsMirror } from './leads-mirror';

/**
 * GET /api/customers/{id}/baseline (spec 1 §9, spec 3 §7): the rep's baseline and commission
 * split from the customer's lead. Any signed-in user who reaches the customer (customer-access.ts):
 * the rep view and the proposal editor need it for the Create Agreement gating.
 */
export async function leadsRoutes(app: App) {
  // The sales system's leads copied into ours, so its closers reach their customers (decision
  // 0037), once per interval across all instances (decision 0047). Not in tests: they call
  // mirrorAllLeads themselves.
  const { leads } = app.integrations;
  if (
    leads.source === 'sales-system' &&
    app.env.NODE_ENV !== 'test' &&
    app.env.LEADS_MIRROR_MINUTES > 0
  ) {
    app.jobs.every(
      'leads-mirror',
      app.env.LEADS_MIRROR_MINUTES * 60_000,
      () => runLeadsMirror(app.db, leads, app.log),
      1_000,
    );
  }

  app.get('/api/customers/:id/baseline', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['leads'],
      summary: 'Baseline and split from the customer lead (failures answer baseLine 0, split 0.35)',
      params: CustomerIdParamsSchema,
      response: { 200: BaselineResponseSchema },
    },
    handler: (req) =>
      getCustomerBaseline(
        app.db,
        { leads: app.integrations.leads, log: req.log },
        currentUser(req),
        req.params.id,
      ),
  });

  app.get('/api/customers/:id/appointment', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['leads'],
      summary: "The customer's current appointment from the sales system (null when unknown)",
      params: CustomerIdParamsSchema,
      response: { 200: CustomerAppointmentResponseSchema },
    },
    handler: (req) =>
      getCustomerAppointment(
        app.db,
        { leads: app.integrations.leads, log: req.log },
        currentUser(req),
        req.params.id,
      ),
  });
}
