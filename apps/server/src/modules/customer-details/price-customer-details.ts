import {
  ProposalScenarioSchema,
  arrayMonthlyProduction,
  buildChecks,
  computeProposal,
  minimumPanels,
  type CalculationMessage,
  type PanelArray,
  type ProposalFigures,
  type SaveCustomerDetailsInput,
  type UsStateAbbreviation,
} from '@pb/core';
import { AppError } from '../../errors';
import type { DetailsCatalogueContext } from './customer-details-context';
import { hourlyInputOf, type HourlyPricing } from './hourly-pricing';
import type { CustomerDetailsValues } from './customer-details.repository';

/**
 * The proposal checks that also hold for the details (decision 0026): the money rules of
 * decision 0011 and the fee bound. The rest of the proposal checks need a proposal (template,
 * escalator, points) and are run when one is saved.
 */
const DETAILS_MONEY_CHECKS = new Set<CalculationMessage['code']>([
  'priceCannotBeFormed',
  'financeFeeTooHigh',
  'negativeBaseEpc',
  'incentivesExceedCost',
  'outOfPocketAboveTotal',
]);

const PATH_OF: Partial<Record<CalculationMessage['code'], string>> = {
  failedToSave: 'body.preSolarPowerUsage',
  incentivesExceedCost: 'body.incentives',
  financeFeeTooHigh: 'body.financeOption',
  priceCannotBeFormed: 'body.financeOption',
  negativeBaseEpc: 'body.epc',
};

export interface PricedCustomerDetails {
  values: CustomerDetailsValues;
  figures: ProposalFigures;
  /** Findings of the engine's build checks (errors fail the save). */
  checks: CalculationMessage[];
}

/** The customer's coordinates (for the map defaults) and state (incentive eligibility). */
export interface DetailsCustomer {
  state: UsStateAbbreviation;
  latitude: number;
  longitude: number;
}

/** An array's production is the server's: panels × singlePanelProduction, or none yet. */
function withProduction(array: PanelArray): PanelArray {
  const isKnown = array.singlePanelProduction.length === 12;
  return { ...array, production: isKnown ? arrayMonthlyProduction(array) : [] };
}

/**
 * Recomputes every priced figure of the details with the core engine (design: money is the
 * server's): pre- and post-solar bills, production after shading, total system cost
 * (1000 × EPC × kW), incentive deductions, whether the recommended panels meet the minimum.
 * Shading is 0 when 'Has Shading' is off. An EPC of 0 is priced from the site's target.
 * `recommendedTotal` is the server's last recommended build (Generate), never the body's: a build
 * of at most max(minimum, recommendedTotal) panels over an offset limit is warned about, not
 * refused (the minimum build and the CEE/BSA panel are the engine's own choice). On an hourly
 * plan `hourly` carries the load and per-panel production hour by hour (issue 35).
 */
export function priceCustomerDetails(
  input: SaveCustomerDetailsInput,
  customer: DetailsCustomer,
  context: DetailsCatalogueContext,
  recommendedTotal = 0,
  hourly: HourlyPricing | null = null,
): PricedCustomerDetails {
  const shading = input.hasShading === false ? 0 : input.shadingReductionPct;
  const panelArrays = input.panelArrays.map(withProduction);
  const scenario = ProposalScenarioSchema.parse({
    customerState: customer.state,
    powerCompany: input.powerCompany,
    preSolarPlan: input.preSolarPlan,
    postSolarPlan: input.postSolarPlan,
    preSolarPowerUsage: input.preSolarPowerUsage,
    installer: context.installer,
    panel: input.panel,
    inverter: input.inverter,
    panelArrays,
    financeOption: input.financeOption,
    incentives: input.incentives.map((e) => ({ ...e, deduction: 0 })),
    siteSettings: context.siteSettings,
    epc: input.epc,
    shadingReductionPct: shading,
  });
  const figures = computeProposal(scenario, hourly ? hourlyInputOf(hourly, panelArrays) : null);
  const recommended = panelArrays.reduce((sum, a) => sum + a.recommendedPanels, 0);
  const minimum = minimumPanels(false, context.installer?.baseTemplate ?? null);
  const build = buildChecks({
    hasPowerUsage: input.preSolarPowerUsage !== null && figures.annualPowerUsage > 0,
    preSolarMonthlyBill: figures.preSolarMonthlyBill,
    powerCompany: input.powerCompany,
    totalOffset: figures.totalOffset,
    solarOffset: figures.solarOffset,
    panelArrays,
    allowedPanels: Math.max(minimum, recommendedTotal),
  });
  const checks = [...build, ...figures.messages.filter((m) => DETAILS_MONEY_CHECKS.has(m.code))];
  const isMapUnset = input.latitude === 0 && input.longitude === 0;
  return {
    figures,
    checks,
    values: {
      powerCompany: input.powerCompany,
      preSolarPlan: input.preSolarPlan,
      postSolarPlan: input.postSolarPlan,
      preSolarPowerUsage: input.preSolarPowerUsage,
      preSolarMonthlyBill: figures.preSolarMonthlyBill,
      postSolarMonthlyBill: figures.proposalPostSolarMonthlyBill,
      installerId: input.installerId,
      inverter: input.inverter,
      panel: input.panel,
      financeOption: input.financeOption,
      panelArrays,
      incentives: figures.incentives,
      epc: figures.proposalEpc,
      epcPctTarget: input.epcPctTarget,
      panelsToAddToRecommendedBuild: input.panelsToAddToRecommendedBuild,
      shadingReductionPct: shading,
      estimatedProductionAfterShading: figures.estimatedProductionAfterShading,
      totalSystemCost: figures.totalSystemCost,
      recommendedPanelsMeetsMin: recommended >= minimum,
      latitude: isMapUnset ? customer.latitude : input.latitude,
      longitude: isMapUnset ? customer.longitude : input.longitude,
      zoom: input.zoom,
      roofImagePath: input.roofImagePath,
      netSystemCost: figures.netSystemCost,
      defaultPowerIncrease: input.defaultPowerIncrease,
    },
  };
}

/**
 * Fails the save (422) with the engine's texts ('Failed to save', offset limits, the money rules)
 * when any check is an error.
 */
export function assertSavable(checks: readonly CalculationMessage[]): void {
  const errors = checks.filter((c) => c.severity === 'error');
  if (errors.length === 0) return;
  const pathOf = (c: CalculationMessage) => PATH_OF[c.code] ?? 'body.panelArrays';
  throw new AppError(
    'UNPROCESSABLE',
    errors[0]!.text,
    errors.map((c) => ({ path: pathOf(c), message: c.text })),
  );
}
