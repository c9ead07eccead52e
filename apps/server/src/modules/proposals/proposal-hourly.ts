import type { ProposalRecordDetails } from '@pb/core';
import type { Db } from '../../db/client';
import type { CustomerRow } from '../customers/customers.repository';
import { hourlyPricingAt, type HourlyPricing } from '../customer-details/hourly-pricing';
import { meteredLoadOf } from '../customer-details/interval-load.service';
import type { PricingContext } from './proposal-pricing';
import { siteOf, type ProductionDeps } from './proposal-production';

/**
 * A proposal's hours (issue 35) at its customer's site: see `hourlyPricingAt`. The pre-solar
 * plan falls back to the customer's as pricing does. Null on monthly plans.
 */
export async function loadHourlyPricing(
  db: Db,
  deps: ProductionDeps,
  ctx: Pick<PricingContext, 'fallbackPreSolarPlan'> & { customer: CustomerRow },
  details: ProposalRecordDetails,
): Promise<HourlyPricing | null> {
  const preSolarPlan = details.preSolarPlan ?? ctx.fallbackPreSolarPlan;
  if (!preSolarPlan?.hourly && !details.postSolarPlan?.hourly) return null;
  const site = await siteOf(db, deps, ctx.customer);
  if (!site) return null;
  const metered = await meteredLoadOf(db, ctx.customer.id);
  return hourlyPricingAt(deps.estimator, site, { ...details, preSolarPlan }, metered);
}
