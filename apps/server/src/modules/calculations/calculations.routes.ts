import { ProposalFiguresSchema, ProposalScenarioSchema, computeProposal } from '@pb/core';
import type { App } from '../../app-types';

/**
 * POST /api/calculations/proposal: the engine itself, for any signed-in user. The scenario uses
 * the spec's vocabulary; the reply carries every figure under the Proposal's field names plus the
 * validation messages. Saves run the same function on the server (never trusting client figures).
 */
export async function calculationsRoutes(app: App) {
  app.post('/api/calculations/proposal', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['calculations'],
      body: ProposalScenarioSchema,
      response: { 200: ProposalFiguresSchema },
    },
    handler: (req) => computeProposal(req.body),
  });
}
