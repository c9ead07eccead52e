import {
  ApiErrorSchema,
  ProposalDeckSchema,
  ProposalIdParamsSchema,
  ProposalShareParamsSchema,
  ProposalShareSchema,
  ProposalSharesResponseSchema,
  ShareTokenParamsSchema,
} from '@pb/core';
import type { App } from '../../app-types';
import { currentUser } from '../../lib/current-user';
import { getProposalDeck } from './proposal-deck.service';
import {
  createShare,
  getSharedDeck,
  getSharedRoofImage,
  listShares,
  revokeShare,
} from './proposal-shares.service';

/**
 * The customer-facing deck (spec 3 §2) and its share links (issue 11). The deck and the share
 * list follow proposal visibility (any signed-in user; a proposal hidden from a rep answers 404).
 * The two public routes answer a live token's frozen snapshot and roof image copy, nothing else.
 */
const signedIn = { access: 'authenticated' } as const;
const tags = ['proposal deck'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema } as const;

export async function proposalDeckRoutes(app: App) {
  app.get('/api/Proposals/:id/deck', {
    config: signedIn,
    schema: {
      tags,
      summary: "The customer-facing deck of a saved proposal (the engine's saved figures)",
      params: ProposalIdParamsSchema,
      response: { 200: ProposalDeckSchema, ...errors },
    },
    handler: (req) => getProposalDeck(app.db, currentUser(req), req.params.id),
  });

  app.get('/api/Proposals/:id/shares', {
    config: signedIn,
    schema: {
      tags,
      summary: "A proposal's customer share links, newest first (revoked ones included)",
      params: ProposalIdParamsSchema,
      response: { 200: ProposalSharesResponseSchema, ...errors },
    },
    handler: (req) => listShares(app.db, currentUser(req), req.params.id),
  });

  app.post('/api/Proposals/:id/shares', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Share with customer: freeze the deck now under a new read-only link',
      params: ProposalIdParamsSchema,
      response: { 201: ProposalShareSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(
          await createShare(app.db, app.integrations.fileStorage, currentUser(req), req.params.id),
        ),
  });

  app.delete('/api/Proposals/:id/shares/:shareId', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Revoke a share link (it then answers not found)',
      params: ProposalShareParamsSchema,
      response: { 200: ProposalShareSchema, ...errors },
    },
    handler: (req) => revokeShare(app.db, currentUser(req), req.params.id, req.params.shareId),
  });

  app.get('/api/public/shares/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A live share link's frozen deck (no sign-in)",
      params: ShareTokenParamsSchema,
      response: { 200: ProposalDeckSchema, ...errors },
    },
    handler: async (req, reply) => {
      const deck = await getSharedDeck(app.db, req.params.token);
      return reply.header('cache-control', 'no-store').send(deck);
    },
  });

  app.get('/api/public/shares/:token/roof-image', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A live share link's roof image copy",
      params: ShareTokenParamsSchema,
    },
    handler: async (req, reply) => {
      const file = await getSharedRoofImage(app.db, app.integrations.fileStorage, req.params.token);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
}
