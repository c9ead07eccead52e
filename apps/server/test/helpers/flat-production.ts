import type {
  ProductionEstimateInput,
  ProductionEstimator,
} from '../../src/integrations/production/production-estimator';

/** kWh per kW of panel per month of the flat estimator: a 400 W panel makes 50 kWh a month. */
export const FLAT_KWH_PER_KW_MONTH = 125;

/**
 * A production estimator that answers 125 kWh per kW every month, wherever and however the roof
 * faces (source 'clear-sky', approximate): the hand-computed proposal figures of the tests
 * (50 kWh per 400 W panel a month) stay true now that the server estimates production on every
 * proposal save (issue 31). `calls` counts the estimates asked.
 */
export function flatProductionEstimator(): ProductionEstimator & { calls: number } {
  const estimator = {
    calls: 0,
    async estimate(input: ProductionEstimateInput) {
      estimator.calls += 1;
      return {
        source: 'clear-sky' as const,
        approximate: true,
        arrays: input.arrays.map((a) => ({
          monthlyKwh: new Array<number>(12).fill(FLAT_KWH_PER_KW_MONTH * a.kw),
        })),
      };
    },
  };
  return estimator;
}
