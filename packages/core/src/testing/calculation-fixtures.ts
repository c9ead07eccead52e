/**
 * Small builders of catalogue and scenario objects for the engine's tests and bench. Not part of
 * the public entry. Every builder takes overrides; defaults are round numbers so the expected
 * figures in tests can be worked by hand.
 */
import type { Adder } from '../catalogue/adder.schema';
import type { FinanceOption } from '../catalogue/finance-option.schema';
import type { Incentive, IncentiveEntry } from '../catalogue/incentive.schema';
import type { Installer } from '../catalogue/installer.schema';
import { MONTHS, type Month } from '../catalogue/months';
import type { Panel } from '../catalogue/panel.schema';
import type {
  MonthGroup,
  PaymentPlan,
  PostSolarPlan,
  PowerCompany,
  Tier,
} from '../catalogue/power-company.schema';
import type { SiteSettings } from '../catalogue/site-settings.schema';
import type { PanelArray } from '../proposal/panel-array.schema';
import type { PowerUsage } from '../proposal/power-usage.schema';
import {
  type ProposalScenario,
  type ProposalScenarioInput,
  ProposalScenarioSchema,
} from '../proposal/proposal-scenario.schema';

export const tiers = (...pairs: [upToKwh: number, cost: number][]): Tier[] =>
  pairs.map(([upToKwh, cost], i) => ({ tierNumber: i + 1, upToKwh, cost }));

export const group = (overrides: Partial<MonthGroup> = {}): MonthGroup => ({
  id: 'g1',
  name: 'All year',
  months: [...MONTHS],
  fixedCost: 10,
  tiers: tiers([1000, 0.12], [999_999_999, 0.15]),
  ...overrides,
});

export const plan = (monthGroups: MonthGroup[] = [group()]): PaymentPlan => ({
  id: 'p1',
  name: 'Residential',
  monthGroups,
});

export const postPlan = (overrides: Partial<PostSolarPlan> = {}): PostSolarPlan => ({
  ...plan(),
  id: 'post1',
  hasNetMetering: false,
  netMeteringPercentage: 0,
  netMeteringRate: 0,
  ...overrides,
});

export const months = (...names: Month[]): Month[] => names;

export const powerCompany = (overrides: Partial<PowerCompany> = {}): PowerCompany => ({
  id: 'pc1',
  name: 'Duke Energy',
  maxTotalOffset: 110,
  maxSolarOffset: 105,
  statesServiced: ['NC', 'SC'],
  systemSizeLimit: 0,
  ratesFixed: false,
  preSolarPlans: [plan()],
  postSolarPlans: [postPlan()],
  ...overrides,
});

export const annualUsage = (annualPowerUsage: number): PowerUsage => ({
  usageEntry: 'annual',
  averageMonthlyBill: 0,
  annualPowerUsage,
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
});

export const panel = (overrides: Partial<Panel> = {}): Panel => ({
  id: 'panel1',
  name: 'Q.PEAK 400',
  cells: 400,
  isDefault: true,
  productionPercentage: 100,
  installerIds: [],
  statesServiced: [],
  ...overrides,
});

/** Twelve equal monthly values summing to `annual`. */
export const flatMonths = (annual: number): number[] => new Array<number>(12).fill(annual / 12);

export const panelArray = (overrides: Partial<PanelArray> = {}): PanelArray => ({
  panels: 10,
  tilt: 20,
  azimuth: 180,
  maxPanelsAllowed: 30,
  recommendedPanels: 0,
  production: [],
  singlePanelProduction: flatMonths(600),
  isInBaseEpcCalculation: true,
  ...overrides,
});

export const financeOption = (overrides: Partial<FinanceOption> = {}): FinanceOption => ({
  id: 'f1',
  name: 'Sunlight 25yr',
  apr: 3.99,
  lengthInYears: 25,
  minEpc: 2.5,
  maxEpc: 5.5,
  fee: 0,
  maxLoanAmount: 0,
  installerIds: [],
  ...overrides,
});

export const cashOption = (): FinanceOption =>
  financeOption({ id: 'cash', name: 'Cash', apr: 0, lengthInYears: 0, minEpc: 0, maxEpc: 0 });

export const incentive = (overrides: Partial<Incentive> = {}): Incentive => ({
  id: 'i1',
  name: 'Utility Rebate',
  type: 'Fixed Amount',
  value: 1000,
  max: 0,
  hasNoMax: true,
  scope: 'Local',
  statesServiced: ['NC'],
  ...overrides,
});

export const entry = (i: Incentive, months?: number): IncentiveEntry =>
  months === undefined ? { incentive: i, deduction: 0 } : { incentive: i, deduction: 0, months };

export const adder = (overrides: Partial<Adder> = {}): Adder => ({
  name: 'Critter Guard',
  adder: 0,
  isEpcAdder: false,
  epcAdder: 0,
  isLocked: false,
  numTrees: 0,
  months: 0,
  isRoofType: false,
  ...overrides,
});

export const installer = (overrides: Partial<Installer> = {}): Installer => ({
  id: 'inst1',
  name: 'Solex Install',
  baseTemplate: 'Solex',
  statesServiced: [],
  isDefault: true,
  adders: [],
  ...overrides,
});

export const siteSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  defaultEpcTarget: 3.5,
  adders: [],
  roofTypes: [],
  steepPtichAmount: 35,
  treeAdderAmount: 350,
  flatRoofAmount: 0,
  ...overrides,
});

/**
 * A standard proposal: NC customer, 12 000 kWh/yr on a $10 + 0.12/0.15 plan (pre bill $130),
 * 20 × 400 W panels = 8 kW producing 12 000 kWh (600 kWh per panel), EPC 3.50 → $28 000,
 * Sunlight 25 yr 3.99 %, no incentives.
 */
export const scenario = (overrides: Partial<ProposalScenarioInput> = {}): ProposalScenario =>
  ProposalScenarioSchema.parse({
    customerState: 'NC',
    powerCompany: powerCompany(),
    preSolarPlan: plan(),
    postSolarPlan: postPlan(),
    preSolarPowerUsage: annualUsage(12_000),
    installer: installer(),
    panel: panel(),
    panelArrays: [panelArray({ panels: 20 })],
    financeOption: financeOption(),
    siteSettings: siteSettings(),
    epc: 3.5,
    template: { id: 't1', name: 'Solex', baseTemplate: 'Solex', pages: ['ProposalCover'] },
    ...overrides,
  });
