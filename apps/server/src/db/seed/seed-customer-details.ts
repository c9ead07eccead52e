import {
  CAPABILITIES,
  FinanceOptionSchema,
  IncentiveSchema,
  InverterSchema,
  PanelSchema,
  PowerCompanySchema,
  SaveCustomerDetailsInputSchema,
  type PanelArray,
  type UsStateAbbreviation,
} from '@pb/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { customerDetails, customers } from '../schema/index';
import { createZipCentroidGeocoder } from '../../integrations/geocoding/zip-centroid-geocoder';
import { createProductionEstimator } from '../../integrations/production/create-production-estimator';
import { listFinanceOptions } from '../../modules/catalogue/finance-options/finance-options.service';
import { listIncentives } from '../../modules/catalogue/incentives/incentives.service';
import { listInstallers } from '../../modules/catalogue/installers/installers.service';
import { listInverters } from '../../modules/catalogue/inverters/inverters.service';
import { listPanels } from '../../modules/catalogue/panels/panels.service';
import { listPowerCompanies } from '../../modules/catalogue/power-companies/power-companies.service';
import { generateOptimalBuild } from '../../modules/customer-details/generate-optimal-build';

/** The seed acts with every capability (it reaches every customer; the id is never used). */
const SEEDER = { id: '00000000-0000-0000-0000-000000000000', capabilities: [...CAPABILITIES] };

type Face = Pick<PanelArray, 'azimuth' | 'tilt' | 'maxPanelsAllowed'>;

/** Demo power info for a few demo customers (by BsaId), generated as the Generate button would. */
const DEMO_DETAILS: { bsaId: string; annualKwh: number; finance: string; faces: Face[] }[] = [
  {
    bsaId: 'BSA-100201',
    annualKwh: 14_500,
    finance: 'GoodLeap 25 Year 2.99%',
    faces: [
      { azimuth: 180, tilt: 20, maxPanelsAllowed: 16 },
      { azimuth: 270, tilt: 20, maxPanelsAllowed: 12 },
    ],
  },
  {
    bsaId: 'BSA-100203',
    annualKwh: 11_800,
    finance: 'Sunlight 25 Year 4.99%',
    faces: [{ azimuth: 165, tilt: 25, maxPanelsAllowed: 30 }],
  },
  {
    // California on PG&E's hourly E-ELEC net-billing plan (issue 35).
    bsaId: 'BSA-100213',
    annualKwh: 9_600,
    finance: 'Cash',
    faces: [{ azimuth: 180, tilt: 22, maxPanelsAllowed: 24 }],
  },
  {
    bsaId: 'BSA-100209',
    annualKwh: 13_200,
    finance: 'Cash',
    faces: [
      { azimuth: 200, tilt: 30, maxPanelsAllowed: 14 },
      { azimuth: 110, tilt: 30, maxPanelsAllowed: 14 },
    ],
  },
];

const serves = (states: readonly string[], state: UsStateAbbreviation) =>
  states.length === 0 || states.includes(state);
const quiet = { warn: () => undefined };

/**
 * Saved details for the demo customers above (after the customers and catalogue seeders, before
 * the proposals seeder, which builds proposals from them). Production comes from the offline
 * estimator (the bundled TMY3 weather pack), so seeding never calls out. Idempotent: customers
 * with details are skipped.
 */
export async function seedCustomerDetails(db: Db): Promise<void> {
  // One after another: the seed runs in one transaction, whose one connection takes one query at
  // a time (pg deprecates queueing concurrent queries on a client).
  const companies = await listPowerCompanies(db);
  const panels = await listPanels(db);
  const inverters = await listInverters(db);
  const installers = await listInstallers(db);
  const options = await listFinanceOptions(db);
  const incentives = await listIncentives(db);
  const panel = panels.find((p) => p.isDefault) ?? panels[0];
  const inverter = inverters.find((i) => i.isDefault) ?? inverters[0] ?? null;
  if (!panel) return;
  const deps = {
    geocoder: createZipCentroidGeocoder(),
    estimator: createProductionEstimator({}),
    log: quiet,
  };
  for (const demo of DEMO_DETAILS) {
    const [customer] = await db
      .select()
      .from(customers)
      .where(
        sql`${customers.metaData}->>'BsaId' = ${demo.bsaId} AND NOT EXISTS (SELECT 1 FROM ${customerDetails} d WHERE d.customer_id = ${customers.id})`,
      );
    if (!customer) continue;
    const company = companies.find((c) => serves(c.statesServiced, customer.state));
    const installer =
      installers.find((i) => i.isDefault && serves(i.statesServiced, customer.state)) ??
      installers[0];
    const option = options.find((o) => o.name === demo.finance);
    if (!company || !installer || !option) continue;
    const chosen = incentives.filter(
      (i) =>
        i.scope === 'Federal' || (i.scope === 'Local' && i.statesServiced.includes(customer.state)),
    );
    const input = SaveCustomerDetailsInputSchema.parse({
      powerCompany: PowerCompanySchema.parse(company),
      preSolarPlan: company.preSolarPlans[0] ?? null,
      postSolarPlan: company.postSolarPlans[0] ?? null,
      preSolarPowerUsage: {
        usageEntry: 'annual',
        averageMonthlyBill: 0,
        annualPowerUsage: demo.annualKwh,
        monthlyPowerUsage: 0,
        ...Object.fromEntries(
          ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map(
            (m) => [`powerUsage${m}`, 0],
          ),
        ),
      },
      installerId: installer.id,
      inverter: inverter ? InverterSchema.parse(inverter) : null,
      panel: PanelSchema.parse(panel),
      financeOption: FinanceOptionSchema.parse(option),
      panelArrays: demo.faces.map((f) => ({
        ...f,
        panels: 0,
        recommendedPanels: 0,
        production: [],
        singlePanelProduction: [],
        isInBaseEpcCalculation: true,
      })),
      incentives: chosen.map((i) => ({ incentive: IncentiveSchema.parse(i), deduction: 0 })),
    });
    try {
      await generateOptimalBuild(db, deps, SEEDER, customer.id, input);
    } catch (err) {
      console.warn(
        `Demo details for ${demo.bsaId} skipped: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
}
