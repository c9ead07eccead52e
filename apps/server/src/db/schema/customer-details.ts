import { boolean, doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type {
  FinanceOption,
  IncentiveEntry,
  Inverter,
  Panel,
  PanelArray,
  PaymentPlan,
  PostSolarPlan,
  PowerCompany,
  PowerUsage,
  ProductionSourceInfo,
} from '@pb/core';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';
import { customers } from './customers';

/**
 * A customer's default power info (spec 3 §3 "Customer details"), one row per customer, created on
 * the first save. Catalogue items are kept as jsonb snapshots (copies), so deleting or editing a
 * catalogue item never breaks saved details. Money in dollars, `epc` in $/W, kWh for production.
 */
export const customerDetails = pgTable('customer_details', {
  id: idColumn(),
  customerId: uuid('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  powerCompany: jsonb('power_company').$type<PowerCompany | null>(),
  preSolarPlan: jsonb('pre_solar_plan').$type<PaymentPlan | null>(),
  postSolarPlan: jsonb('post_solar_plan').$type<PostSolarPlan | null>(),
  preSolarPowerUsage: jsonb('pre_solar_power_usage').$type<PowerUsage | null>(),
  preSolarMonthlyBill: doublePrecision('pre_solar_monthly_bill').notNull().default(0),
  postSolarMonthlyBill: doublePrecision('post_solar_monthly_bill').notNull().default(0),
  installerId: text('installer_id'),
  inverter: jsonb('inverter').$type<Inverter | null>(),
  panel: jsonb('panel').$type<Panel | null>(),
  financeOption: jsonb('finance_option').$type<FinanceOption | null>(),
  panelArrays: jsonb('panel_arrays').$type<PanelArray[]>().notNull().default([]),
  incentives: jsonb('incentives').$type<IncentiveEntry[]>().notNull().default([]),
  epc: doublePrecision('epc').notNull().default(0),
  epcPctTarget: doublePrecision('epc_pct_target').notNull().default(0),
  panelsToAddToRecommendedBuild: integer('panels_to_add_to_recommended_build')
    .$type<0 | 1>()
    .notNull()
    .default(0),
  shadingReductionPct: doublePrecision('shading_reduction_pct').notNull().default(0),
  estimatedProductionAfterShading: doublePrecision('estimated_production_after_shading')
    .notNull()
    .default(0),
  totalSystemCost: doublePrecision('total_system_cost').notNull().default(0),
  recommendedPanelsMeetsMin: boolean('recommended_panels_meets_min').notNull().default(false),
  latitude: doublePrecision('latitude').notNull().default(0),
  longitude: doublePrecision('longitude').notNull().default(0),
  zoom: doublePrecision('zoom').notNull().default(20),
  roofImagePath: text('roof_image_path').notNull().default(''),
  netSystemCost: doublePrecision('net_system_cost').notNull().default(0),
  defaultPowerIncrease: doublePrecision('default_power_increase').notNull().default(0),
  /** Source of the production figures (PVWatts, weather file, TMY3 station + distance, clear sky). */
  productionSource: jsonb('production_source').$type<ProductionSourceInfo | null>(),
  version: versionColumn(),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});
