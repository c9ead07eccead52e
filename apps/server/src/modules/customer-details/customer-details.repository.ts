import { and, eq } from 'drizzle-orm';
import type { CustomerDetailsRecord } from '@pb/core';
import type { Db } from '../../db/client';
import { customerDetails } from '../../db/schema/index';
import { finiteOr0 } from '../../lib/storable';

export type CustomerDetailsRow = typeof customerDetails.$inferSelect;
export type CustomerDetailsValues = Omit<
  typeof customerDetails.$inferInsert,
  'id' | 'customerId' | 'version' | 'createdAt' | 'updatedAt'
>;

/** The API's record of a row; a non-finite stored figure reads as 0 so the screen can repair it. */
export const toCustomerDetails = (r: CustomerDetailsRow): CustomerDetailsRecord => ({
  id: r.id,
  customerId: r.customerId,
  powerCompany: r.powerCompany ?? null,
  preSolarPlan: r.preSolarPlan ?? null,
  postSolarPlan: r.postSolarPlan ?? null,
  preSolarPowerUsage: r.preSolarPowerUsage ?? null,
  preSolarMonthlyBill: finiteOr0(r.preSolarMonthlyBill),
  postSolarMonthlyBill: finiteOr0(r.postSolarMonthlyBill),
  installerId: r.installerId,
  inverter: r.inverter ?? null,
  panel: r.panel ?? null,
  financeOption: r.financeOption ?? null,
  panelArrays: r.panelArrays,
  incentives: r.incentives,
  epc: finiteOr0(r.epc),
  epcPctTarget: finiteOr0(r.epcPctTarget),
  panelsToAddToRecommendedBuild: r.panelsToAddToRecommendedBuild,
  shadingReductionPct: finiteOr0(r.shadingReductionPct),
  estimatedProductionAfterShading: finiteOr0(r.estimatedProductionAfterShading),
  totalSystemCost: finiteOr0(r.totalSystemCost),
  recommendedPanelsMeetsMin: r.recommendedPanelsMeetsMin,
  latitude: finiteOr0(r.latitude),
  longitude: finiteOr0(r.longitude),
  zoom: finiteOr0(r.zoom),
  roofImagePath: r.roofImagePath,
  netSystemCost: finiteOr0(r.netSystemCost),
  defaultPowerIncrease: finiteOr0(r.defaultPowerIncrease),
  productionSource: r.productionSource ?? null,
  version: r.version,
});

export async function findDetailsRow(
  db: Db,
  customerId: string,
): Promise<CustomerDetailsRow | undefined> {
  const [row] = await db
    .select()
    .from(customerDetails)
    .where(eq(customerDetails.customerId, customerId));
  return row;
}

/** First save; undefined when another save created the row first (unique customer_id). */
export async function insertDetailsRow(
  db: Db,
  customerId: string,
  values: CustomerDetailsValues,
): Promise<CustomerDetailsRow | undefined> {
  const [row] = await db
    .insert(customerDetails)
    .values({ ...values, customerId })
    .onConflictDoNothing({ target: customerDetails.customerId })
    .returning();
  return row;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateDetailsRow(
  db: Db,
  customerId: string,
  version: number,
  values: CustomerDetailsValues,
): Promise<CustomerDetailsRow | undefined> {
  const [row] = await db
    .update(customerDetails)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(customerDetails.customerId, customerId), eq(customerDetails.version, version)))
    .returning();
  return row;
}
