import { encodeProposalHours, type ProposalHoursResponse } from '@pb/core';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { findDetailsRow, toCustomerDetails } from '../customer-details/customer-details.repository';
import { requireReachableCustomer } from '../customers/customer-access';
import { loadHourlyPricing } from './proposal-hourly';
import { serverPanelArrays, type ProductionDeps } from './proposal-production';
import { resolveProposalUtility } from './resolve-utility';
import { loadStoredSnapshots } from './snapshot-provenance';

/**
 * GET /api/customers/{id}/new-proposal-hours (decision 0066): the hours the first save of a new
 * proposal built from the customer's saved details will price an hourly plan with, so the
 * builder shows the figures the save stores. The same steps as `createProposal`: the plans are
 * the live catalogue's with the details' ids (`resolveProposalUtility`; the details' own copies
 * when that would refuse, as the save then refuses anyway), the arrays' per-panel production is
 * the server's (`serverPanelArrays`), and `loadHourlyPricing` rounds to float32. The builder
 * changes only panel counts, which `systemHours` multiplies in. `{ hours: null }` without details
 * or on monthly plans; out of the caller's reach answers 404 as a missing customer.
 */
export async function newProposalHours(
  db: Db,
  deps: ProductionDeps,
  user: AuthUser,
  customerId: string,
): Promise<ProposalHoursResponse> {
  const customer = await requireReachableCustomer(db, user, customerId);
  const row = await findDetailsRow(db, customerId);
  if (!row) return { hours: null };
  const saved = toCustomerDetails(row);
  if (!saved.preSolarPlan?.hourly && !saved.postSolarPlan?.hourly) return { hours: null };
  const utility = await resolveProposalUtility(
    db,
    await loadStoredSnapshots(db, customerId),
    saved,
  ).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'UNPROCESSABLE') return saved;
    throw err;
  });
  // Per-panel hours do not depend on the count: an array the rep raises from 0 produces too.
  const arrays = saved.panelArrays.map((a) => ({ ...a, panels: Math.max(1, a.panels) }));
  const estimated = await serverPanelArrays(db, deps, customer, { ...saved, panelArrays: arrays });
  const details = {
    preSolarPlan: utility.preSolarPlan,
    postSolarPlan: utility.postSolarPlan,
    preSolarPowerUsage: saved.preSolarPowerUsage,
    panel: saved.panel,
    inverter: saved.inverter,
    panelArrays:
      estimated?.panelArrays ??
      arrays.map((a) => ({ ...a, singlePanelProduction: [], production: [] })),
  };
  // A new proposal carries the details' pre-solar plan: no fallback is read (createProposal's
  // fallback is this same plan).
  const hours = await loadHourlyPricing(
    db,
    deps,
    { customer, fallbackPreSolarPlan: null },
    details,
  );
  return { hours: hours ? encodeProposalHours(hours) : null };
}
