import { monthlyUsage, type ProposalRecordDetails } from '@pb/core';
import type { Db } from '../../db/client';
import type { CustomerRow } from '../customers/customers.repository';
import { hourlyLoadFor } from './household-load';
import { perPanelHourlyProduction } from './hourly-production';
import type { PricingContext } from './proposal-pricing';
import { siteOf, type ProductionDeps } from './proposal-production';

/** The hours a proposal on an hourly plan is priced from (issue 35). */
export interface HourlyPricing {
  /** 8760 kWh the household uses (before efficiency adders). */
  load: Float64Array;
  /** Per array of the details (same order): one panel's 8760 kWh; empty when it has no estimate. */
  perPanelProduction: Float64Array[];
  isLoadModelled: boolean;
}

/**
 * The load and production hour by hour, only when the proposal's pre- or post-solar plan is hourly
 * and the customer's usage is known: the load from the monthly kWh the engine itself reads
 * (monthlyUsage on the plan used for pricing), the production per panel on each face scaled to the
 * per-panel estimate just stored. Null otherwise: monthly plans never take this path.
 */
export async function loadHourlyPricing(
  db: Db,
  deps: ProductionDeps,
  ctx: Pick<PricingContext, 'fallbackPreSolarPlan'> & { customer: CustomerRow },
  details: ProposalRecordDetails,
): Promise<HourlyPricing | null> {
  const preSolarPlan = details.preSolarPlan ?? ctx.fallbackPreSolarPlan;
  if (!preSolarPlan?.hourly && !details.postSolarPlan?.hourly) return null;
  if (!details.preSolarPowerUsage) return null;
  const site = await siteOf(db, deps, ctx.customer);
  if (!site) return null;
  const temperatureC = deps.estimator.hourlyTemperatureC
    ? await deps.estimator.hourlyTemperatureC(site.latitude, site.longitude)
    : null;
  const load = hourlyLoadFor(monthlyUsage(details.preSolarPowerUsage, preSolarPlan), temperatureC);
  const perPanelProduction = details.panel
    ? await perPanelHourlyProduction(
        deps.estimator,
        site,
        details.panel,
        details.inverter,
        details.panelArrays,
      )
    : details.panelArrays.map(() => new Float64Array(0));
  return { load, perPanelProduction, isLoadModelled: true };
}
