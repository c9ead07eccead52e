import {
  monthlyUsage,
  systemHours,
  type AnyPaymentPlan,
  type HourlyProposalInput,
  type Inverter,
  type Panel,
  type PanelArray,
  type PowerUsage,
} from '@pb/core';
import type { ProductionEstimator } from '../../integrations/production/production-estimator';
import { hourlyLoadFor } from './household-load';
import { perPanelHourlyProduction } from './hourly-production';
import type { SiteLocation } from './single-panel-production';

/** The hours a proposal or the customer's details on an hourly plan are priced from (issue 35). */
export interface HourlyPricing {
  /** 8760 kWh the household uses (before efficiency adders). */
  load: Float64Array;
  /** Per array (same order): one panel's 8760 kWh; empty when it has no estimate. */
  perPanelProduction: Float64Array[];
  isLoadModelled: boolean;
}

/** What the hours depend on: the plans, the usage and the build. */
export interface HourlyPricingInput {
  preSolarPlan: AnyPaymentPlan | null;
  postSolarPlan: AnyPaymentPlan | null;
  preSolarPowerUsage: PowerUsage | null;
  panel: Panel | null;
  inverter: Inverter | null;
  panelArrays: readonly PanelArray[];
}

/**
 * The load and production hour by hour at `site`, only when the pre- or post-solar plan is hourly
 * and the usage is known: the load from the monthly kWh the engine itself reads (monthlyUsage on
 * the pre-solar plan), shaped by the site's typical-year temperature; the production per panel
 * on each face scaled to its per-panel estimate. Null otherwise: monthly plans never take this
 * path. `metered` (the customer's uploaded interval year, decision 0062) replaces the modelled
 * load when given.
 */
export async function hourlyPricingAt(
  estimator: ProductionEstimator,
  site: SiteLocation,
  input: HourlyPricingInput,
  metered: Float64Array | null = null,
): Promise<HourlyPricing | null> {
  if (!input.preSolarPlan?.hourly && !input.postSolarPlan?.hourly) return null;
  if (!input.preSolarPowerUsage) return null;
  const load = metered ?? (await modelledLoad(estimator, site, input.preSolarPowerUsage, input));
  const perPanelProduction = input.panel
    ? await perPanelHourlyProduction(
        estimator,
        site,
        input.panel,
        input.inverter,
        input.panelArrays,
      )
    : input.panelArrays.map(() => new Float64Array(0));
  return { load, perPanelProduction, isLoadModelled: metered === null };
}

async function modelledLoad(
  estimator: ProductionEstimator,
  site: SiteLocation,
  usage: PowerUsage,
  input: HourlyPricingInput,
): Promise<Float64Array> {
  const temperatureC = estimator.hourlyTemperatureC
    ? await estimator.hourlyTemperatureC(site.latitude, site.longitude)
    : null;
  return hourlyLoadFor(monthlyUsage(usage, input.preSolarPlan), temperatureC);
}

/** The system's production hour by hour: each array's per-panel hours × its panels (core). */
export function hourlyInputOf(
  hourly: HourlyPricing,
  arrays: readonly PanelArray[],
): HourlyProposalInput {
  return systemHours(hourly, arrays);
}
