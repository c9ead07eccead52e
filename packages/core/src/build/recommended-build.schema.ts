import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { ProposalFiguresSchema } from '../proposal/proposal-figures.schema';
import { ProposalScenarioSchema } from '../proposal/proposal-scenario.schema';
import { PanelArraySchema } from '../proposal/panel-array.schema';
import { CalculationMessageSchema } from '../messages/calculation-message.schema';
import { PercentSchema, UsdPerWattSchema } from '../units';

/**
 * Input of `computeRecommendedBuild` (Generate Optimal Build, spec 3 §4 steps 1–3): the customer
 * details as a scenario. Each panel array must carry `singlePanelProduction` (12 monthly kWh of one
 * panel on that face), which the server fetches from the production service first.
 */
export const RecommendedBuildInputSchema = lazySchema(() =>
  ProposalScenarioSchema.extend({
    panelsToAddToRecommendedBuild: z.union([z.literal(0), z.literal(1)]).default(0),
  }),
);
export type RecommendedBuildInput = z.infer<typeof RecommendedBuildInputSchema>;

/** Output: the recommended arrays and the details' figures for that build. */
export const RecommendedBuildSchema = lazySchema(() =>
  z.object({
    panelArrays: z.array(PanelArraySchema),
    epc: UsdPerWattSchema,
    targetTotalOffset: PercentSchema,
    targetSolarOffset: PercentSchema,
    recommendedPanelsMeetsMin: z.boolean(),
    /** Figures of the recommended build at `epc` (bills, production, cost, incentives, offsets). */
    figures: ProposalFiguresSchema,
    messages: z.array(CalculationMessageSchema),
  }),
);
export type RecommendedBuild = z.infer<typeof RecommendedBuildSchema>;
