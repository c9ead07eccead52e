import {
  BODY_LIMITS,
  ApiErrorSchema,
  CreateProposalInputSchema,
  CreateProposalResponseSchema,
  CustomerIdParamsSchema,
  CustomerProposalsParamsSchema,
  CustomerProposalsQuerySchema,
  CustomerProposalsResponseSchema,
  ProposalHoursResponseSchema,
  ProposalIdParamsSchema,
  ProposalViewSchema,
  UpdateProposalInputSchema,
} from '@pb/core';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { currentUser } from '../../lib/current-user';
import type { LeadLookupDeps } from '../leads/lead-baseline';
import { newProposalHours } from './new-proposal-hours';
import type { ProductionDeps } from './proposal-production';
import {
  createAgreement,
  createProposal,
  getProposal,
  getProposalHours,
  listCustomerProposals,
  updateProposal,
} from './proposals.service';

/**
 * Proposals (spec 3 §7). Every route is open to any signed-in user because closers work from the
 * rep view and the proposal link; the service narrows it: users without PB_MANAGE_CUSTOMERS only
 * see and edit isViewableByRep proposals, converting to red line needs PB_MANAGE_CUSTOMERS or
 * PB_RED_LINE (or a positive baseline), a manual final EPC needs PB_CAN_REMOVE_EPC_CONSTRAINTS.
 */
const signedIn = { access: 'authenticated' } as const;
const tags = ['proposals'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;

export async function proposalsRoutes(app: App) {
  const leads = (req: FastifyRequest): LeadLookupDeps => ({
    leads: app.integrations.leads,
    log: req.log,
  });
  /** A save also estimates the arrays' production (issue 31). */
  const saving = (req: FastifyRequest): LeadLookupDeps & ProductionDeps => ({
    ...leads(req),
    estimator: app.integrations.productionEstimator,
    geocoder: app.integrations.geocoder,
  });

  app.post('/api/Proposals', {
    bodyLimit: BODY_LIMITS.large,
    config: signedIn,
    schema: {
      tags,
      summary: 'Create a proposal (Generate Proposal, Save As New Proposal); the server prices it',
      body: CreateProposalInputSchema,
      response: { 201: CreateProposalResponseSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createProposal(app.db, saving(req), currentUser(req), req.body)),
  });

  app.put('/api/Proposals', {
    bodyLimit: BODY_LIMITS.large,
    config: signedIn,
    schema: {
      tags,
      summary: 'Save a proposal at the version read (409 when stale); the server re-prices it',
      body: UpdateProposalInputSchema,
      response: { 200: ProposalViewSchema, ...errors },
    },
    handler: (req) =>
      updateProposal(app.db, saving(req), currentUser(req), req.body, app.integrations.documents),
  });

  app.get('/api/Proposals/:id', {
    config: signedIn,
    schema: {
      tags,
      params: ProposalIdParamsSchema,
      response: { 200: ProposalViewSchema, ...errors },
    },
    handler: (req) => getProposal(app.db, leads(req), currentUser(req), req.params.id),
  });

  app.get('/api/Proposals/:id/hours', {
    config: signedIn,
    schema: {
      tags,
      summary:
        'The hours an hourly plan prices the saved proposal from: household load and per-panel production, 8760 float32 each in base64 (null on monthly plans)',
      params: ProposalIdParamsSchema,
      response: { 200: ProposalHoursResponseSchema, ...errors },
    },
    handler: (req) => getProposalHours(app.db, saving(req), currentUser(req), req.params.id),
  });

  app.get('/api/customers/:id/new-proposal-hours', {
    config: signedIn,
    schema: {
      tags,
      summary:
        "The hours the first save of a new proposal from the customer's saved details prices an hourly plan with (the builder's figures): as GET /api/Proposals/{id}/hours; null on monthly plans or without details",
      params: CustomerIdParamsSchema,
      response: { 200: ProposalHoursResponseSchema, ...errors },
    },
    handler: (req) => newProposalHours(app.db, saving(req), currentUser(req), req.params.id),
  });

  app.get('/api/customers/:id/Proposals', {
    config: signedIn,
    schema: {
      tags,
      summary:
        "One page of a customer's proposal summaries, newest number first (rep view: isViewableByRep only)",
      params: CustomerProposalsParamsSchema,
      querystring: CustomerProposalsQuerySchema,
      response: { 200: CustomerProposalsResponseSchema, ...errors },
    },
    handler: (req) => listCustomerProposals(app.db, currentUser(req), req.params.id, req.query),
  });

  app.post('/api/Proposals/:id/agreement', {
    config: signedIn,
    schema: {
      tags,
      summary:
        "Create Agreement: mark the contract generated (422 'EPC too low' / 'This is a redline proposal')",
      params: ProposalIdParamsSchema,
      response: { 200: ProposalViewSchema, ...errors },
    },
    handler: (req) => createAgreement(app.db, leads(req), currentUser(req), req.params.id),
  });
}
