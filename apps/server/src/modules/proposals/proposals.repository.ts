import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ProposalRecord, ProposalSummary } from '@pb/core';
import type { Db } from '../../db/client';
import { customerDetails, customers, proposals } from '../../db/schema/index';
import { finiteOr0 } from '../../lib/storable';

export type ProposalRow = typeof proposals.$inferSelect;
export type ProposalValues = Omit<
  typeof proposals.$inferInsert,
  'id' | 'proposalNumber' | 'version' | 'createdAt' | 'updatedAt'
>;

/** The API's record of a row; a non-finite stored figure reads as 0 so the editor can repair it. */
export const toProposalRecord = (r: ProposalRow): ProposalRecord => ({
  id: r.id,
  customerId: r.customerId,
  proposalNumber: r.proposalNumber,
  description: r.description,
  createdBy: r.createdBy,
  dateCreated: r.dateCreated.toISOString(),
  template: r.template ?? null,
  details: r.details,
  customAdders: r.customAdders,
  baseEpc: finiteOr0(r.baseEpc),
  proposalEpc: finiteOr0(r.proposalEpc),
  hasManualProposalEpc: r.hasManualProposalEpc,
  totalSystemCost: finiteOr0(r.totalSystemCost),
  outOfPocketCost: finiteOr0(r.outOfPocketCost),
  annualEnergyRateEscalator: r.annualEnergyRateEscalator,
  systemSize: finiteOr0(r.systemSize),
  loanMonthlyPayment: finiteOr0(r.loanMonthlyPayment),
  proposalPostSolarMonthlyBill: finiteOr0(r.proposalPostSolarMonthlyBill),
  thirtyYearCostOfElectric: finiteOr0(r.thirtyYearCostOfElectric),
  thirtyYearNetSavings: finiteOr0(r.thirtyYearNetSavings),
  monthlySavings: finiteOr0(r.monthlySavings),
  totalAnnualProduction: finiteOr0(r.totalAnnualProduction),
  roofImagePath: r.roofImagePath,
  roofImageDrawing: r.roofImageDrawing,
  isContractGenerated: r.isContractGenerated,
  isGroundMount: r.isGroundMount,
  isViewableByRep: r.isViewableByRep,
  isRedLine: r.isRedLine,
  baselineOverride: finiteOr0(r.baselineOverride),
  points: r.points,
  roofType: r.roofType ?? null,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

export async function findProposalRow(db: Db, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
  return row;
}

const summaryColumns = {
  id: proposals.id,
  customerId: proposals.customerId,
  proposalNumber: proposals.proposalNumber,
  description: proposals.description,
  createdBy: proposals.createdBy,
  dateCreated: proposals.dateCreated,
  systemSize: proposals.systemSize,
  totalSystemCost: proposals.totalSystemCost,
  isContractGenerated: proposals.isContractGenerated,
  isViewableByRep: proposals.isViewableByRep,
  isRedLine: proposals.isRedLine,
  isGroundMount: proposals.isGroundMount,
  version: proposals.version,
  updatedAt: proposals.updatedAt,
};

/**
 * One page of a customer's proposals, newest number first, and the count of all of them; only
 * the rep-viewable ones when asked. Reads the summary columns only: the drawing and the details
 * snapshot never leave the table for a list.
 */
export async function listCustomerProposalPage(
  db: Db,
  customerId: string,
  page: { isRepViewOnly: boolean; limit: number; offset: number },
): Promise<{ items: ProposalSummary[]; total: number }> {
  const where = page.isRepViewOnly
    ? and(eq(proposals.customerId, customerId), eq(proposals.isViewableByRep, true))
    : eq(proposals.customerId, customerId);
  const rows = await db
    .select(summaryColumns)
    .from(proposals)
    .where(where)
    .orderBy(desc(proposals.proposalNumber))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(proposals)
    .where(where);
  return {
    items: rows.map((r) => ({
      ...r,
      dateCreated: r.dateCreated.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}

/**
 * Inserts a proposal with the customer's next number. The customer row is locked (SELECT … FOR
 * UPDATE) for the transaction, so concurrent creates for one customer take turns and the numbers
 * run 1, 2, 3 … without gaps or repeats. Undefined when the customer does not exist.
 */
export async function insertProposalRow(
  db: Db,
  values: ProposalValues,
): Promise<ProposalRow | undefined> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, values.customerId))
      .for('update');
    if (!customer) return undefined;
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${proposals.proposalNumber}), 0)::int` })
      .from(proposals)
      .where(eq(proposals.customerId, values.customerId));
    const [row] = await tx
      .insert(proposals)
      .values({ ...values, proposalNumber: (last?.n ?? 0) + 1 })
      .returning();
    return row;
  });
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateProposalRow(
  db: Db,
  id: string,
  version: number,
  values: Partial<ProposalValues>,
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .update(proposals)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(proposals.id, id), eq(proposals.version, version)))
    .returning();
  return row;
}

/** Marks the contract generated. The version is kept: no client writes this flag (PUT keeps it). */
export async function markContractGenerated(db: Db, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db
    .update(proposals)
    .set({ isContractGenerated: true, updatedAt: new Date() })
    .where(eq(proposals.id, id))
    .returning();
  return row;
}

/** Clears the roof image and its drawing; the version moves on (clients hold the path). */
export async function clearRoofImage(db: Db, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db
    .update(proposals)
    .set({
      roofImagePath: '',
      roofImageDrawing: '',
      version: sql`${proposals.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(proposals.id, id))
    .returning();
  return row;
}

/** Whether any other proposal, or any customer's details, still shows this stored image. */
export async function isRoofImageStillUsed(
  db: Db,
  path: string,
  exceptProposalId: string,
): Promise<boolean> {
  const [byProposal] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.roofImagePath, path), ne(proposals.id, exceptProposalId)))
    .limit(1);
  if (byProposal) return true;
  const [byDetails] = await db
    .select({ id: customerDetails.id })
    .from(customerDetails)
    .where(eq(customerDetails.roofImagePath, path))
    .limit(1);
  return byDetails !== undefined;
}
