import { and, eq, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, proposals } from '../../db/schema/index';
import type { LeadLookupDeps } from '../leads/lead-baseline';
import { loadHourlyPricing } from './proposal-hourly';
import {
  blocksSave,
  loadViewContext,
  priceProposalFigures,
  pricingInputOf,
  type PricingContext,
} from './proposal-pricing';
import type { ProductionDeps } from './proposal-production';
import { updateProposalRow, type ProposalRow } from './proposals.repository';

const differs = (a: number, b: number) => Math.abs(a - b) > 0.005;

/** The price a re-pricing must not move: what an agreement states, and what it is built from. */
const priceMoved = (row: ProposalRow, next: ProposalRow['figures']) =>
  differs(row.totalSystemCost, next.totalSystemCost) ||
  differs(row.outOfPocketCost, next.outOfPocketCost) ||
  differs(row.loanMonthlyPayment, next.loanMonthlyPayment) ||
  differs(row.proposalEpc, next.proposalEpc) ||
  differs(row.systemSize, next.systemSize);

/** The customer's proposals a metered-load change may re-price: no agreement generated, no contract. */
const unsignedOf = (db: Db, customerId: string) =>
  db
    .select()
    .from(proposals)
    .where(
      and(
        eq(proposals.customerId, customerId),
        eq(proposals.isContractGenerated, false),
        notExists(db.select().from(contracts).where(eq(contracts.id, proposals.id))),
      ),
    );

/** Whether a stored proposal may be on an hourly plan (a null pre-solar plan reads the details'). */
const mayBeHourly = (row: ProposalRow) =>
  !!row.details.postSolarPlan?.hourly ||
  !!row.details.preSolarPlan?.hourly ||
  row.details.preSolarPlan === null;

/**
 * Step 1 of re-pricing, before the upload's transaction: the pricing context of each unsigned
 * proposal that may be on an hourly plan (the rep's lead look-up may read the database through
 * the leads service's own connection, which must not wait on the transaction).
 */
export async function repricingContexts(
  db: Db,
  deps: LeadLookupDeps,
  customerId: string,
): Promise<Map<string, PricingContext>> {
  const contexts = new Map<string, PricingContext>();
  for (const row of await unsignedOf(db, customerId)) {
    if (mayBeHourly(row)) contexts.set(row.id, await loadViewContext(db, deps, row));
  }
  return contexts;
}

/**
 * After the customer's metered load changed (Green Button upload or removal, decision 0066): the
 * customer's proposals on an hourly plan are priced again with the new hours, as their next save
 * would price them, and their bill figures stored (version + 1, so an open editor reloads).
 * Left as stored: proposals with an agreement generated or a contract (signed or out for
 * signature: its document states these figures, decision 0046), proposals on monthly plans (their
 * figures do not read the load), and a proposal whose re-pricing would move its price or is no
 * longer savable (the catalogue or the rep's baseline changed since its save: only the rep's next
 * save may change a price). Run inside the upload's transaction, after the write, on rows read
 * there (a second upload waiting on the first re-prices what the first stored). Returns the ids
 * re-priced.
 */
export async function repriceHourlyProposals(
  tx: Db,
  deps: ProductionDeps,
  customerId: string,
  contexts: ReadonlyMap<string, PricingContext>,
): Promise<string[]> {
  const repriced: string[] = [];
  for (const row of await unsignedOf(tx, customerId)) {
    const ctx = contexts.get(row.id);
    if (!ctx) continue;
    const hourly = await loadHourlyPricing(tx, deps, ctx, row.details);
    if (!hourly) continue;
    const { figures } = priceProposalFigures({ ...ctx, hourly }, pricingInputOf(row));
    if (figures.messages.some(blocksSave) || priceMoved(row, figures)) continue;
    const saved = await updateProposalRow(tx, row.id, row.version, {
      details: { ...row.details, preSolarMonthlyBill: figures.preSolarMonthlyBill },
      proposalPostSolarMonthlyBill: figures.proposalPostSolarMonthlyBill,
      thirtyYearCostOfElectric: figures.thirtyYearCostOfElectric,
      thirtyYearNetSavings: figures.thirtyYearNetSavings,
      monthlySavings: figures.monthlySavings,
      figures,
    });
    if (saved) repriced.push(row.id);
  }
  return repriced;
}
