import { arrayMonthlyProduction, CUSTOMER_MESSAGES, type ProposalRecordDetails } from '@pb/core';
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
  const cleared = details.panelArrays.map((a) => ({
    ...a,
    singlePanelProduction: [],
    production: [],
  }));
  if (!details.panel || !cleared.some((a) => a.panels > 0)) {
    const { productionSource: _s, ...rest } = details;
    return { ...rest, panelArrays: cleared };
  }
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
    cleared,
  );
  const panelArrays = cleared.map((a, i) => {
    const perPanel = single.perArray[i] ?? [];
    const array = { ...a, singlePanelProduction: perPanel };
    return { ...array, production: perPanel.length === 12 ? arrayMonthlyProduction(array) : [] };
  });
  return { ...details, panelArrays, productionSource: single.production };
}
