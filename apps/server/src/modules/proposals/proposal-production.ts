import {
  arrayMonthlyProduction,
  CUSTOMER_MESSAGES,
  type PanelArray,
  type ProposalRecordDetails,
} from '@pb/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerDetails } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { ProductionEstimator } from '../../integrations/production/production-estimator';
import { singlePanelProduction } from '../customer-details/single-panel-production';
import { locate, type GeocodeDeps } from '../customers/customer-geocoding';
import type { CustomerRow } from '../customers/customers.repository';

/** What the server needs to estimate a proposal's production. */
export interface ProductionDeps extends GeocodeDeps {
  estimator: ProductionEstimator;
}

/** The roof's location: the details' map point, else the customer's, else a fresh look-up. */
export async function siteOf(db: Db, deps: GeocodeDeps, customer: CustomerRow) {
  const [saved] = await db
    .select({ latitude: customerDetails.latitude, longitude: customerDetails.longitude })
    .from(customerDetails)
    .where(eq(customerDetails.customerId, customer.id));
  if (saved && (saved.latitude !== 0 || saved.longitude !== 0)) return saved;
  if (customer.latitude !== 0 || customer.longitude !== 0)
    return { latitude: customer.latitude, longitude: customer.longitude };
  return locate(deps, customer);
}

/**
 * The arrays' per-panel production, decided on the server (issue 31; spec 3 §4 step 2): one panel
 * of the (already resolved) panel on each face's tilt and azimuth at the roof's location, from the
 * production estimator (which caches each face), exactly as Generate Optimal Build computes it.
 * The body's singlePanelProduction and production are never read. Without a panel no array
 * produces; without a known location the save answers 422 like Generate.
 */
export async function withServerProduction(
  db: Db,
  deps: ProductionDeps,
  customer: CustomerRow,
  details: ProposalRecordDetails,
): Promise<ProposalRecordDetails> {
  const estimated = await serverPanelArrays(db, deps, customer, details);
  if (!estimated) {
    const { productionSource: _s, ...rest } = details;
    return { ...rest, panelArrays: cleared(details.panelArrays) };
  }
  return { ...details, ...estimated };
}

const cleared = (arrays: readonly PanelArray[]): PanelArray[] =>
  arrays.map((a) => ({ ...a, singlePanelProduction: [], production: [] }));

/**
 * The arrays with the server's per-panel production (see `withServerProduction`) and its source;
 * null when nothing produces (no panel, or no array with panels). 422 when the location is unknown.
 */
export async function serverPanelArrays(
  db: Db,
  deps: ProductionDeps,
  customer: CustomerRow,
  details: Pick<ProposalRecordDetails, 'panel' | 'inverter' | 'panelArrays'>,
): Promise<Pick<ProposalRecordDetails, 'panelArrays' | 'productionSource'> | null> {
  const arrays = cleared(details.panelArrays);
  if (!details.panel || !arrays.some((a) => a.panels > 0)) return null;
  const site = await siteOf(db, deps, customer);
  if (!site) {
    const message = CUSTOMER_MESSAGES.locationUnknown;
    throw new AppError('UNPROCESSABLE', message, [{ path: 'body.details.panelArrays', message }]);
  }
  const single = await singlePanelProduction(
    deps.estimator,
    site,
    details.panel,
    details.inverter,
    arrays,
  );
  const panelArrays = arrays.map((a, i) => {
    const perPanel = single.perArray[i] ?? [];
    const array = { ...a, singlePanelProduction: perPanel };
    return { ...array, production: perPanel.length === 12 ? arrayMonthlyProduction(array) : [] };
  });
  return { panelArrays, productionSource: single.production };
}
