import {
  FEDERAL_TAX_CREDIT,
  type Incentive,
  type PanelArray,
  type PowerCompany,
  type SaveCustomerDetailsBody,
} from '@pb/core';
import { ADMIN, type TestApp } from './test-app';

/** $10 a month plus 12¢/kWh all year: 12 000 kWh a year → $130 a month. */
export const PLAN = {
  id: 'plan-1',
  name: 'Residential',
  monthGroups: [
    {
      id: 'g1',
      name: 'All year',
      months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      fixedCost: 10,
      tiers: [{ tierNumber: 1, upToKwh: 999_999_999, cost: 0.12 }],
    },
  ],
} satisfies PowerCompany['preSolarPlans'][number];

export const POST_PLAN = {
  ...PLAN,
  id: 'post-1',
  name: 'Net metering',
  hasNetMetering: true,
  netMeteringPercentage: 1,
  netMeteringRate: 0.05,
};

export const POWER_COMPANY: PowerCompany = {
  id: 'pc-1',
  name: 'Arizona Public Service',
  maxTotalOffset: 110,
  maxSolarOffset: 110,
  statesServiced: ['AZ'],
  systemSizeLimit: 0,
  ratesFixed: false,
  preSolarPlans: [PLAN],
  postSolarPlans: [POST_PLAN],
};

/** The built-in Federal Tax Credit (resolved by id on every save). */
export const FEDERAL: Incentive = FEDERAL_TAX_CREDIT;

export const array = (overrides: Partial<PanelArray> = {}): PanelArray => ({
  panels: 0,
  tilt: 20,
  azimuth: 180,
  maxPanelsAllowed: 0,
  recommendedPanels: 0,
  production: [],
  singlePanelProduction: [],
  isInBaseEpcCalculation: true,
  ...overrides,
});

/** 50 kWh a month for one panel: 600 kWh a year. */
export const FIFTY = new Array<number>(12).fill(50);

/** The snapshots the body carries: fixture values until `useCatalogueSnapshots` makes them live. */
const FIXTURE = {
  inverter: {
    id: 'inv-1',
    name: 'Enphase IQ8',
    losses: 14,
    incentiveMultiplier: 1,
    isDefault: true,
  },
  panel: {
    id: 'panel-1',
    name: 'REC Alpha 400',
    cells: 400,
    isDefault: true,
    productionPercentage: 100,
    installerIds: [],
    statesServiced: [],
  },
  financeOption: {
    id: 'fo-cash',
    name: 'Cash',
    apr: 0,
    lengthInYears: 0,
    minEpc: 0,
    maxEpc: 0,
    fee: 0,
    maxLoanAmount: 0,
    installerIds: [],
  },
};
type Live = Pick<
  SaveCustomerDetailsBody,
  'inverter' | 'panel' | 'financeOption' | 'powerCompany' | 'preSolarPlan' | 'postSolarPlan'
>;
let live: Live = {
  ...FIXTURE,
  powerCompany: POWER_COMPANY,
  preSolarPlan: PLAN,
  postSolarPlan: POST_PLAN,
};

/**
 * Creates the fixture's inverter, panel, Cash option and power company in the catalogue (as an
 * Admin) and makes
 * `detailsBody` carry those live items: a details save resolves them by id (decision 0026).
 */
export async function useCatalogueSnapshots(t: TestApp): Promise<Live> {
  const create = async <T extends { id: string }>(url: string, item: T): Promise<T> => {
    const { id: _id, ...values } = item as { id: string };
    const res = await t.app.inject({
      method: url === '/api/FinanceOptions' ? 'PATCH' : 'POST',
      url,
      headers: await t.as(ADMIN),
      payload: values,
    });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const { version: _v, ...record } = res.json<T & { version: number }>();
    return record as unknown as T;
  };
  const company = await create('/api/PowerCompanies', {
    ...POWER_COMPANY,
    name: `${POWER_COMPANY.name} (test)`,
  });
  live = {
    inverter: await create('/api/Inverters', { ...FIXTURE.inverter!, isDefault: false }),
    panel: await create('/api/Panels', { ...FIXTURE.panel!, isDefault: false }),
    financeOption: await create('/api/FinanceOptions', FIXTURE.financeOption!),
    powerCompany: company,
    preSolarPlan: company.preSolarPlans[0]!,
    postSolarPlan: company.postSolarPlans[0]!,
  };
  return live;
}

/** A complete power-info form: AZ customer, 12 000 kWh a year, 400 W panels, EPC 3.5, cash. */
export function detailsBody(
  overrides: Partial<SaveCustomerDetailsBody> = {},
): SaveCustomerDetailsBody {
  return {
    version: null,
    powerCompany: live.powerCompany,
    preSolarPlan: live.preSolarPlan,
    postSolarPlan: live.postSolarPlan,
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
    installerId: null,
    inverter: live.inverter,
    panel: live.panel,
    financeOption: live.financeOption,
    panelArrays: [array({ panels: 20, recommendedPanels: 20, singlePanelProduction: FIFTY })],
    incentives: [{ incentive: FEDERAL, deduction: 0 }],
    epc: 3.5,
    ...overrides,
  };
}
