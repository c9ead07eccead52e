import {
  CustomerDetailsRecordSchema,
  CUSTOMER_MESSAGES,
  type Capability,
  type ProductionSourceInfo,
  type CustomerDetailsRecord,
  type SaveCustomerDetailsInput,
} from '@pb/core';
import type { Db } from '../../db/client';
import type { ProductionEstimator } from '../../integrations/production/production-estimator';
import { AppError, notFound } from '../../errors';
import { assertStorable } from '../../lib/storable';
import { resolveSentIncentives } from '../catalogue/incentives/resolve-sent-incentives';
import {
  assertCustomerReachable,
  requireReachableCustomer,
  type CustomerReader,
} from '../customers/customer-access';
import { knownIncentiveEntries } from '../proposals/snapshot-provenance';
import { loadDetailsContext } from './customer-details-context';
import {
  findDetailsRow,
  insertDetailsRow,
  toCustomerDetails,
  updateDetailsRow,
  type CustomerDetailsRow,
  type CustomerDetailsValues,
} from './customer-details.repository';
import { assertSavable, priceCustomerDetails } from './price-customer-details';
import { resolveDetailsSnapshots } from './resolve-details-snapshots';
import { hourlyPricingAt } from './hourly-pricing';
import { meteredLoadOf } from './metered-load';
import { singlePanelProduction } from './single-panel-production';

const stale = () => new AppError('CONFLICT', CUSTOMER_MESSAGES.staleCustomerDetails);

/**
 * The details, or 404 'Customer Details do not exist.' before the first save (spec 3 §7); a
 * customer out of the caller's reach answers like a missing one (customer-access.ts).
 */
export async function getCustomerDetails(
  db: Db,
  user: CustomerReader,
  customerId: string,
): Promise<CustomerDetailsRecord> {
  await assertCustomerReachable(db, user, customerId);
  const row = await findDetailsRow(db, customerId);
  if (row) return toCustomerDetails(row);
  await requireReachableCustomer(db, user, customerId);
  throw notFound(CUSTOMER_MESSAGES.customerDetailsDoNotExist);
}

/**
 * Checks the version the client read against the stored row before any work is done: the first
 * save sends null; later saves the version last read.
 */
export async function checkDetailsVersion(
  db: Db,
  customerId: string,
  version: number | null,
): Promise<CustomerDetailsRow | undefined> {
  const existing = await findDetailsRow(db, customerId);
  if (existing && existing.version !== version) throw stale();
  return existing;
}

/** The record the values would read back as (checked before they are written). */
const asRecord = (
  customerId: string,
  existing: CustomerDetailsRow | undefined,
  values: CustomerDetailsValues,
) =>
  toCustomerDetails({
    ...values,
    id: existing?.id ?? '00000000-0000-4000-8000-000000000000',
    customerId,
    version: existing?.version ?? 0,
    productionSource: values.productionSource ?? existing?.productionSource ?? null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  } as CustomerDetailsRow);

/** Inserts (first save) or updates with the optimistic version; 409 when someone saved first. */
export async function persistDetails(
  db: Db,
  customerId: string,
  existing: CustomerDetailsRow | undefined,
  values: CustomerDetailsValues,
): Promise<CustomerDetailsRecord> {
  assertStorable(values, CustomerDetailsRecordSchema, asRecord(customerId, existing, values));
  const row = existing
    ? await updateDetailsRow(db, customerId, existing.version, values)
    : await insertDetailsRow(db, customerId, values);
  if (!row) throw stale();
  return toCustomerDetails(row);
}

/**
 * The details body with its incentives resolved from the catalogue by id (only rep-editable
 * values kept; see core resolveIncentives) and its finance option, panel and inverter replaced by
 * the catalogue's items with those ids (decision 0026; resolve-details-snapshots).
 */
export async function resolveDetailsInput(
  db: Db,
  capabilities: readonly Capability[],
  customerId: string,
  input: SaveCustomerDetailsInput,
  existing: CustomerDetailsRow | undefined,
): Promise<SaveCustomerDetailsInput> {
  const snapshots = await resolveDetailsSnapshots(db, existing, input);
  const known = await knownIncentiveEntries(db, customerId);
  const incentives = await resolveSentIncentives(
    db,
    capabilities,
    input.incentives.map((e) => ({ ...e, deduction: e.deduction ?? 0 })),
    known,
    'body.incentives',
  );
  return { ...input, ...snapshots, incentives };
}

/**
 * The arrays with the server's per-panel production (issue 31): one panel on each face from the
 * production estimator (cached per face) at the map point, else the customer's location. The
 * body's figures are never read; without a panel or a known location no face produces.
 */
async function withEstimatedProduction(
  estimator: ProductionEstimator,
  customer: { latitude: number; longitude: number },
  input: SaveCustomerDetailsInput,
): Promise<{
  input: SaveCustomerDetailsInput;
  production: ProductionSourceInfo | null;
  /** Where the faces are (null when the location is unknown). */
  site: { latitude: number; longitude: number } | null;
}> {
  const cleared = input.panelArrays.map((a) => ({
    ...a,
    singlePanelProduction: [],
    production: [],
  }));
  const isMapSet = input.latitude !== 0 || input.longitude !== 0;
  const site = isMapSet ? input : customer;
  const isKnown = site.latitude !== 0 || site.longitude !== 0;
  if (!input.panel || !isKnown || !cleared.some((a) => a.panels > 0)) {
    return {
      input: { ...input, panelArrays: cleared },
      production: null,
      site: isKnown ? site : null,
    };
  }
  const single = await singlePanelProduction(estimator, site, input.panel, input.inverter, cleared);
  const panelArrays = cleared.map((a, i) => ({
    ...a,
    singlePanelProduction: single.perArray[i] ?? [],
  }));
  return { input: { ...input, panelArrays }, production: single.production, site };
}

/** Saves the power-info form with every priced figure recomputed by the engine. */
export async function saveCustomerDetails(
  db: Db,
  estimator: ProductionEstimator,
  user: CustomerReader,
  customerId: string,
  sent: SaveCustomerDetailsInput,
): Promise<CustomerDetailsRecord> {
  const customer = await requireReachableCustomer(db, user, customerId);
  const existing = await checkDetailsVersion(db, customerId, sent.version);
  const resolved = await resolveDetailsInput(db, user.capabilities, customerId, sent, existing);
  const estimated = await withEstimatedProduction(estimator, customer, resolved);
  const input = estimated.input;
  const context = await loadDetailsContext(db, input.installerId);
  // The allowance for the engine's own build is what Generate stored, not what the body says.
  const storedRecommended = (existing?.panelArrays ?? []).reduce(
    (sum, a) => sum + a.recommendedPanels,
    0,
  );
  // On an hourly plan the bills are the hourly engine's, as on a proposal (issue 35).
  const hourly = estimated.site
    ? await hourlyPricingAt(estimator, estimated.site, input, await meteredLoadOf(db, customerId))
    : null;
  const priced = priceCustomerDetails(input, customer, context, storedRecommended, hourly);
  assertSavable(priced.checks);
  const values = estimated.production
    ? { ...priced.values, productionSource: estimated.production }
    : priced.values;
  return persistDetails(db, customerId, existing, values);
}
