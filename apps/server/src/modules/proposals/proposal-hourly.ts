import {
  CUSTOMER_MESSAGES,
  encodeProposalHours,
  roundProposalHours,
  type ProposalHoursResponse,
  type ProposalRecordDetails,
} from '@pb/core';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findCustomerRow, type CustomerRow } from '../customers/customers.repository';
import {
  hourlyPricingAt,
  type HourlyPricing,
  type HourlyPricingInput,
} from '../customer-details/hourly-pricing';
import { meteredLoadOf } from '../customer-details/metered-load';
import { findCustomerDetailsPlan } from './customer-plan';
import type { PricingContext } from './proposal-pricing';
import { siteOf, type ProductionDeps } from './proposal-production';

/**
 * A proposal's hours (issue 35) at its customer's site: see `hourlyPricingAt`. The pre-solar
 * plan falls back to the customer's as pricing does. Null on monthly plans. Every series is
 * rounded to 32-bit floats (decision 0061): the numbers a save prices with are then exactly the
 * ones GET /api/Proposals/{id}/hours hands the editor, so its live figures equal the saved ones.
 */
export async function loadHourlyPricing(
  db: Db,
  deps: ProductionDeps,
  ctx: Pick<PricingContext, 'fallbackPreSolarPlan'> & { customer: CustomerRow },
  details: HourlyPricingInput,
): Promise<HourlyPricing | null> {
  const preSolarPlan = details.preSolarPlan ?? ctx.fallbackPreSolarPlan;
  if (!preSolarPlan?.hourly && !details.postSolarPlan?.hourly) return null;
  const site = await siteOf(db, deps, ctx.customer);
  if (!site) return null;
  const metered = await meteredLoadOf(db, ctx.customer.id);
  const hours = await hourlyPricingAt(deps.estimator, site, { ...details, preSolarPlan }, metered);
  return hours && roundProposalHours(hours);
}

/**
 * GET /api/Proposals/{id}/hours: the hours of the saved proposal (`row`, already checked
 * visible), encoded; `{ hours: null }` on monthly plans. The arrays are the saved ones (their
 * per-panel estimate is the server's from the last save), so the editor multiplies each by the
 * count the rep types, as a save does.
 */
export async function proposalHours(
  db: Db,
  deps: ProductionDeps,
  row: { customerId: string; details: ProposalRecordDetails },
): Promise<ProposalHoursResponse> {
  const customer = await findCustomerRow(db, row.customerId);
  if (!customer) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  const fallbackPreSolarPlan = row.details.preSolarPlan
    ? null
    : await findCustomerDetailsPlan(db, row.customerId);
  const hours = await loadHourlyPricing(db, deps, { customer, fallbackPreSolarPlan }, row.details);
  return { hours: hours ? encodeProposalHours(hours) : null };
}
