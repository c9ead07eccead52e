import {
  ApiErrorSchema,
  CALCULATION_MESSAGES,
  ProposalFiguresSchema,
  ProposalScenarioSchema,
  computeProposal,
  type ProposalScenario,
} from '@pb/core';
import type { App } from '../../app-types';
import { AppError } from '../../errors';
import { assertStorable } from '../../lib/storable';
import { assertSavable } from '../proposals/proposal-pricing';

/**
 * POST /api/calculations/proposal: the engine itself, for any signed-in user. The scenario uses
 * the spec's vocabulary; the reply carries every figure under the Proposal's field names plus the
 * validation messages. Saves run the same function on the server (never trusting client figures),
 * and this route applies a save's checks (issue 31): a scenario a save would refuse answers 422
 * with the save's message (the engine's blocking messages, then figures outside what can be
 * stored), never 200 with figures no save would keep, nor 500. A scenario on an hourly plan answers
 * 422 (decision 0066): without a customer there are no hours, and the month groups' money is not
 * the hourly bill a save of the same proposal stores.
 */
export async function calculationsRoutes(app: App) {
  app.post('/api/calculations/proposal', {
    config: { access: 'authenticated', countsAs: 'estimate' },
    schema: {
      tags: ['calculations'],
      body: ProposalScenarioSchema,
      response: { 200: ProposalFiguresSchema, 422: ApiErrorSchema },
    },
    handler: (req) => {
      assertNoHourlyPlan(req.body);
      const figures = computeProposal(req.body);
      assertSavable(figures);
      assertStorable(figures, ProposalFiguresSchema, figures);
      return figures;
    },
  });
}

function assertNoHourlyPlan(scenario: ProposalScenario): void {
  const plan = scenario.preSolarPlan?.hourly
    ? 'body.preSolarPlan.hourly'
    : scenario.postSolarPlan?.hourly
      ? 'body.postSolarPlan.hourly'
      : null;
  if (!plan) return;
  const message = CALCULATION_MESSAGES.hourlyPlanNeedsCustomer;
  throw new AppError('UNPROCESSABLE', message, [{ path: plan, message }]);
}
