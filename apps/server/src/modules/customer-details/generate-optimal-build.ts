import {
  CALCULATION_MESSAGES,
  CUSTOMER_MESSAGES,
  NUMBER_BOUNDS,
  RecommendedBuildInputSchema,
  computeRecommendedBuild,
  monthlyUsage,
  sumKwh,
  type GenerateOptimalBuildResponse,
  type SaveCustomerDetailsInput,
} from '@pb/core';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { ProductionEstimator } from '../../integrations/production/production-estimator';
import { locate, type GeocodeDeps } from '../customers/customer-geocoding';
import type { CustomerRow } from '../customers/customers.repository';
import { requireReachableCustomer, type CustomerReader } from '../customers/customer-access';
import { loadDetailsContext } from './customer-details-context';
import {
  checkDetailsVersion,
  persistDetails,
  resolveDetailsInput,
} from './customer-details.service';
import { assertSavable, priceCustomerDetails } from './price-customer-details';
import { hourlyPricingAt } from './hourly-pricing';
import { meteredLoadOf } from './metered-load';
import { singlePanelProduction, type SiteLocation } from './single-panel-production';

export interface GenerateDeps extends GeocodeDeps {
  estimator: ProductionEstimator;
}

const unprocessable = (message: string, path: string) =>
  new AppError('UNPROCESSABLE', message, [{ path, message }]);

/** The roof's location: the details' map point, else the customer's, else a fresh look-up. */
async function siteOf(
  deps: GeocodeDeps,
  input: SaveCustomerDetailsInput,
  customer: CustomerRow,
): Promise<SiteLocation> {
  if (input.latitude !== 0 || input.longitude !== 0)
    return { latitude: input.latitude, longitude: input.longitude };
  if (customer.latitude !== 0 || customer.longitude !== 0)
    return { latitude: customer.latitude, longitude: customer.longitude };
  const point = await locate(deps, customer);
  if (!point) throw unprocessable(CUSTOMER_MESSAGES.locationUnknown, 'body.latitude');
  return point;
}

/**
 * A roof face holds at most NUMBER_BOUNDS.panelsPerArray.max panels (the bound every save
 * checks): a build that needs more (a very large usage, or heavy shading) is refused with the
 * count, instead of failing at the save.
 */
function assertPanelsFit(arrays: ReadonlyArray<{ panels: number }>) {
  const { max } = NUMBER_BOUNDS.panelsPerArray;
  const index = arrays.findIndex((a) => a.panels > max);
  if (index < 0) return;
  const message = `This build needs ${arrays[index]!.panels} panels on roof face ${index + 1}, and a face holds at most ${max}. Lower the usage or the shading, or add roof faces.`;
  throw unprocessable(message, `body.panelArrays.${index}`);
}

/**
 * Generate Optimal Build (spec 3 §4), on the server:
 * 1. the pre-solar bill (no usage → 'Failed to save');
 * 2. one panel's production on every face from the production estimator, then the engine's
 *    recommended build with its EPC, post-solar bill and minimum check;
 * 3. the maxed build's production, shading, total system cost and incentives, recomputed exactly
 *    as a save recomputes them;
 * 4. the details saved and returned with the build's notices and the production source.
 */
export async function generateOptimalBuild(
  db: Db,
  deps: GenerateDeps,
  user: CustomerReader,
  customerId: string,
  sent: SaveCustomerDetailsInput,
): Promise<GenerateOptimalBuildResponse> {
  const customer = await requireReachableCustomer(db, user, customerId);
  const existing = await checkDetailsVersion(db, customerId, sent.version);
  const input = await resolveDetailsInput(db, user.capabilities, customerId, sent, existing);
  const usage = sumKwh(monthlyUsage(input.preSolarPowerUsage, input.preSolarPlan));
  if (!input.preSolarPowerUsage || !(usage > 0))
    throw unprocessable(CALCULATION_MESSAGES.failedToSave, 'body.preSolarPowerUsage');
  if (!input.panel) throw unprocessable(CUSTOMER_MESSAGES.detailsNeedPanel, 'body.panel');
  if (input.panelArrays.length === 0)
    throw unprocessable(CUSTOMER_MESSAGES.detailsNeedPanelArray, 'body.panelArrays');

  const context = await loadDetailsContext(db, input.installerId);
  const shading = input.hasShading === false ? 0 : input.shadingReductionPct;
  const site = await siteOf(deps, input, customer);
  const single = await singlePanelProduction(
    deps.estimator,
    site,
    input.panel,
    input.inverter,
    input.panelArrays,
  );
  const arrays = input.panelArrays.map((a, i) => ({
    ...a,
    singlePanelProduction: single.perArray[i] ?? [],
  }));

  const build = computeRecommendedBuild(
    RecommendedBuildInputSchema.parse({
      customerState: customer.state,
      powerCompany: input.powerCompany,
      preSolarPlan: input.preSolarPlan,
      postSolarPlan: input.postSolarPlan,
      preSolarPowerUsage: input.preSolarPowerUsage,
      installer: context.installer,
      panel: input.panel,
      inverter: input.inverter,
      panelArrays: arrays,
      financeOption: input.financeOption,
      incentives: input.incentives.map((e) => ({ ...e, deduction: 0 })),
      siteSettings: context.siteSettings,
      epc: input.epc,
      shadingReductionPct: shading,
      panelsToAddToRecommendedBuild: input.panelsToAddToRecommendedBuild,
    }),
  );
  assertSavable(build.messages);
  assertPanelsFit(build.panelArrays);

  const built = {
    ...input,
    panelArrays: build.panelArrays,
    epc: build.epc,
    latitude: site.latitude,
    longitude: site.longitude,
  };
  const priced = priceCustomerDetails(
    built,
    customer,
    context,
    build.panelArrays.reduce((sum, a) => sum + a.panels, 0),
    // On an hourly plan the bills are the hourly engine's, as on a proposal (issue 35).
    await hourlyPricingAt(deps.estimator, site, built, await meteredLoadOf(db, customerId)),
  );
  assertSavable(priced.checks);
  const details = await persistDetails(db, customerId, existing, {
    ...priced.values,
    productionSource: single.production,
  });
  const notices = build.messages.filter((m) => m.severity === 'warning');
  const f = priced.figures;
  return {
    details,
    notices: notices.map((m) => m.text),
    messages: build.messages,
    production: single.production,
    summary: {
      systemSize: f.systemSize,
      totalPanels: f.totalPanels,
      annualPowerUsage: f.annualPowerUsage,
      totalAnnualProductionBeforeShading: f.totalAnnualProductionBeforeShading,
      totalAnnualProduction: f.totalAnnualProduction,
      solarOffset: f.solarOffset,
      totalOffset: f.totalOffset,
      targetSolarOffset: build.targetSolarOffset,
      targetTotalOffset: build.targetTotalOffset,
    },
  };
}
