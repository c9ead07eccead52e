import { sql } from 'drizzle-orm';
import {
  defaultTemplateId,
  type Adder,
  type SiteSettings,
  findDefaultTemplate,
  PRODUCT_BASE_TEMPLATE,
  type CreateCustomerInput,
  type CreateProposalRequest,
  type FinanceOption,
  type Incentive,
  type Installer,
  type Inverter,
  type Panel,
  type PanelArray,
  type PowerCompany,
  type ProposalView,
} from '@pb/core';
import { customers } from '../../src/db/schema/index';
import { newCustomer } from './customer-factory';
import { ADMIN, type TestApp } from './test-app';

export interface ProposalCatalogue {
  installer: Installer;
  panel: Panel;
  inverter: Inverter;
  loan: FinanceOption;
  cash: FinanceOption;
  powerCompany: PowerCompany;
  federal: Incentive;
  /** A site-settings adder by name. */
  siteAdder(name: string): Adder;
}

async function list<T>(t: TestApp, url: string): Promise<T[]> {
  const res = await t.app.inject({ url, headers: await t.as(ADMIN) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T[]>();
}

/** The seeded catalogue items a test proposal uses: the {product} installer, a GoodLeap loan, APS. */
export async function loadProposalCatalogue(t: TestApp): Promise<ProposalCatalogue> {
  const installers = await list<Installer>(t, '/api/Installers');
  const panels = await list<Panel>(t, '/api/Panels');
  const inverters = await list<Inverter>(t, '/api/inverters');
  const options = await list<FinanceOption>(t, '/api/FinanceOptions');
  const companies = await list<PowerCompany>(t, '/api/PowerCompanies');
  const incentives = await list<Incentive>(t, '/api/Incentives');
  const siteRes = await t.app.inject({ url: '/api/settings/site', headers: await t.as(ADMIN) });
  const site = siteRes.json<SiteSettings>();
  const find = <T>(items: T[], ok: (x: T) => boolean, what: string): T => {
    const item = items.find(ok);
    if (!item) throw new Error(`seeded ${what} missing`);
    return item;
  };
  return {
    installer: find(installers, (i) => i.baseTemplate === PRODUCT_BASE_TEMPLATE, 'installer'),
    panel: find(panels, (p) => p.cells === 400, 'panel'),
    inverter: find(inverters, (i) => i.isDefault, 'inverter'),
    loan: find(options, (o) => o.name.startsWith('GoodLeap'), 'loan'),
    cash: find(options, (o) => o.name === 'Cash', 'cash option'),
    powerCompany: find(companies, (c) => c.name === 'Arizona Public Service', 'power company'),
    federal: find(incentives, (i) => i.scope === 'Federal', 'federal incentive'),
    siteAdder: (name) => ({ ...find(site.adders, (a) => a.name === name, `adder ${name}`) }),
  };
}

/** An array of `panels` panels producing 50 kWh per panel and month (600 kWh a year each). */
export const panelArray = (panels: number, tilt = 20): PanelArray => ({
  panels,
  tilt,
  azimuth: 180,
  maxPanelsAllowed: 40,
  recommendedPanels: panels,
  production: new Array<number>(12).fill(50 * panels),
  singlePanelProduction: new Array<number>(12).fill(50),
  isInBaseEpcCalculation: true,
});

export const productTemplate = () => {
  const t = findDefaultTemplate(defaultTemplateId(PRODUCT_BASE_TEMPLATE))!;
  return { id: t.id, name: t.name, baseTemplate: t.baseTemplate, pages: t.pages };
};

/**
 * A valid create body: 18 × 400 W = 7.2 kW producing 10,800 kWh against 12,000 kWh of usage
 * (90 % offset) in Arizona, final EPC 4.00 on the GoodLeap loan.
 */
export function proposalBody(
  c: ProposalCatalogue,
  customerId: string,
  overrides: Partial<CreateProposalRequest> = {},
): CreateProposalRequest {
  return {
    customerId,
    description: 'Test proposal',
    template: productTemplate(),
    details: {
      installerId: c.installer.id,
      panel: c.panel,
      inverter: c.inverter,
      panelArrays: [panelArray(18)],
      financeOption: c.loan,
      incentives: [{ incentive: c.federal, deduction: 0 }],
      preSolarPowerUsage: {
        usageEntry: 'annual',
        averageMonthlyBill: 0,
        annualPowerUsage: 12_000,
        monthlyPowerUsage: 0,
        powerUsageJan: 0,
        powerUsageFeb: 0,
        powerUsageMar: 0,
        powerUsageApr: 0,
        powerUsageMay: 0,
        powerUsageJun: 0,
        powerUsageJul: 0,
        powerUsageAug: 0,
        powerUsageSep: 0,
        powerUsageOct: 0,
        powerUsageNov: 0,
        powerUsageDec: 0,
      },
      preSolarMonthlyBill: 0,
      postSolarPlan: c.powerCompany.postSolarPlans[0]!,
      powerCompany: c.powerCompany,
      shadingReductionPct: 0,
      epc: 4,
      panelsToAddToRecommendedBuild: 0,
      preSolarPlan: c.powerCompany.preSolarPlans[0]!,
    },
    customAdders: [],
    proposalEpc: 4,
    isViewableByRep: true,
    ...overrides,
  };
}

/** Creates a proposal as `email` and answers its view (fails the test on any error). */
/** POST or PUT /api/Proposals as `email` with any payload (tests send bad ones on purpose). */
export const sendProposal = async (
  t: TestApp,
  method: 'POST' | 'PUT',
  email: string,
  payload: unknown,
) =>
  t.app.inject({
    method,
    url: '/api/Proposals',
    headers: await t.as(email),
    payload: payload as object,
  });

export async function createProposalAs(
  t: TestApp,
  email: string,
  body: CreateProposalRequest,
): Promise<ProposalView> {
  const headers = await t.as(email);
  const res = await t.app.inject({ method: 'POST', url: '/api/Proposals', headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const { id } = res.json<{ id: string }>();
  const got = await t.app.inject({ url: `/api/Proposals/${id}`, headers });
  if (got.statusCode !== 200) throw new Error(`get failed: ${got.statusCode} ${got.body}`);
  return got.json<ProposalView>();
}

/** The PUT body of a stored proposal (what the editor sends back), with changes. */
export function updateBody(p: ProposalView, changes: Record<string, unknown> = {}) {
  const { figures: _f, warnings: _w, agreementBlockers: _b, ...record } = p;
  return { ...record, ...changes };
}

/** Id of a seeded demo customer by its sales-system id (metaData.BsaId). */
export async function demoCustomerId(t: TestApp, bsaId: string): Promise<string> {
  const rows = await t.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customers.metaData}->>'BsaId' = ${bsaId}`);
  if (!rows[0]) throw new Error(`demo customer ${bsaId} missing`);
  return rows[0].id;
}

/** A new customer (no lead, so no baseline). */
export async function freshCustomerId(
  t: TestApp,
  overrides: Partial<CreateCustomerInput> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await t.as(ADMIN),
    payload: newCustomer(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`customer create failed: ${res.body}`);
  return res.json<{ id: string }>().id;
}
