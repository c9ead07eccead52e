import {
  defaultTemplateId,
  findDefaultTemplate,
  PRODUCT_BASE_TEMPLATE,
  type CreateProposalInput,
} from '@pb/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { customerDetails, customers, proposals, roles, users } from '../schema/index';
import { AppError } from '../../errors';
import { createTableLeadsService } from '../../integrations/leads/table-leads-service';
import type { AuthUser } from '../../plugins/access-control';
import { createProposal } from '../../modules/proposals/proposals.service';
import { createZipCentroidGeocoder } from '../../integrations/geocoding/zip-centroid-geocoder';
import { createProductionEstimator } from '../../integrations/production/create-production-estimator';

/** How many demo customers get a demo proposal. */
const DEMO_PROPOSALS = 4;

const quiet = { warn: () => undefined };

async function seedAuthor(db: Db): Promise<AuthUser | null> {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(eq(roles.name, 'Admin'))
    .orderBy(asc(users.email))
    .limit(1);
  if (!row) return null;
  const { user, role } = row;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roleName: role.name,
    capabilities: role.capabilities,
  };
}

/**
 * Demo proposals for demo customers whose details are saved with a build (runs after the
 * customers and catalogue seeders). Each goes through createProposal, so the engine prices it
 * exactly as a real save would; a build the engine refuses is skipped. Idempotent: customers
 * who already have a proposal are left alone.
 */
export async function seedProposals(db: Db): Promise<void> {
  const author = await seedAuthor(db);
  const template = findDefaultTemplate(defaultTemplateId(PRODUCT_BASE_TEMPLATE));
  if (!author || !template) return;
  const rows = await db
    .select({ details: customerDetails })
    .from(customerDetails)
    .innerJoin(customers, eq(customers.id, customerDetails.customerId))
    .where(sql`NOT EXISTS (SELECT 1 FROM ${proposals} p WHERE p.customer_id = ${customers.id})`)
    .orderBy(asc(customers.lastName));
  const deps = {
    leads: createTableLeadsService(db),
    log: quiet,
    // As the details seeder: offline production and zip centroids, so seeding never calls out.
    estimator: createProductionEstimator({}),
    geocoder: createZipCentroidGeocoder(),
  };
  let made = 0;
  for (const { details: d } of rows) {
    if (made >= DEMO_PROPOSALS) break;
    if (!d.panel || !d.preSolarPowerUsage || !d.panelArrays.some((a) => a.panels > 0)) continue;
    const input: CreateProposalInput = {
      customerId: d.customerId,
      description: 'Demo proposal',
      template: {
        id: template.id,
        name: template.name,
        baseTemplate: template.baseTemplate,
        pages: template.pages,
      },
      details: {
        installerId: d.installerId,
        panel: d.panel,
        inverter: d.inverter,
        panelArrays: d.panelArrays,
        financeOption: d.financeOption,
        incentives: d.incentives,
        preSolarPowerUsage: d.preSolarPowerUsage,
        preSolarMonthlyBill: d.preSolarMonthlyBill,
        postSolarPlan: d.postSolarPlan,
        powerCompany: d.powerCompany,
        shadingReductionPct: d.shadingReductionPct,
        epc: d.epc,
        panelsToAddToRecommendedBuild: d.panelsToAddToRecommendedBuild,
        preSolarPlan: d.preSolarPlan,
      },
      customAdders: [],
      proposalEpc: null,
      baseEpc: null,
      hasManualProposalEpc: false,
      outOfPocketCost: 0,
      annualEnergyRateEscalator: 4,
      points: 0,
      roofType: null,
      roofImagePath: '',
      roofImageDrawing: '',
      isGroundMount: false,
      isViewableByRep: true,
      isRedLine: false,
      baselineOverride: 0,
    };
    try {
      await createProposal(db, deps, author, input);
      made += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
}
