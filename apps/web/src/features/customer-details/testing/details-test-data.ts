import type {
  CustomerDetailsRecord,
  FinanceOption,
  Incentive,
  Installer,
  Inverter,
  Panel,
  PowerCompany,
  ProposalRecord,
} from '@pb/core';
import type { DetailsCatalogue } from '../utils/details-catalogue';
import { BLANK_USAGE } from '../utils/details-form-values';

/** Test data of the customer-details feature: a small catalogue around two installers. */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const INSTALLER_A: Installer = {
  id: uuid(101),
  name: 'Acme Installs',
  baseTemplate: 'Solex',
  statesServiced: [],
  isDefault: true,
  adders: [],
};
export const INSTALLER_B: Installer = {
  ...INSTALLER_A,
  id: uuid(102),
  name: 'Beta Solar',
  isDefault: false,
};
export const INSTALLER_TX_ONLY: Installer = {
  ...INSTALLER_A,
  id: uuid(103),
  name: 'Texas Only',
  isDefault: false,
  statesServiced: ['TX'],
};

const panel = (n: number, name: string, extra: Partial<Panel> = {}): Panel => ({
  id: uuid(n),
  name,
  cells: 400,
  isDefault: false,
  productionPercentage: 100,
  installerIds: [],
  statesServiced: [],
  ...extra,
});
/** Offered by every installer. */
export const PANEL_ANY = panel(201, 'Any Panel 400W');
/** Only Beta Solar offers it. */
export const PANEL_B_ONLY = panel(202, 'Beta Panel 410W', {
  installerIds: [INSTALLER_B.id],
  cells: 410,
});
/** Only Acme and only in AZ. */
export const PANEL_A_AZ = panel(203, 'Acme AZ Panel', {
  installerIds: [INSTALLER_A.id],
  statesServiced: ['AZ'],
});

export const INVERTER: Inverter = {
  id: uuid(301),
  name: 'Micro Inverter',
  losses: 14,
  incentiveMultiplier: 1,
  isDefault: true,
};

const finance = (n: number, name: string, installerIds: string[] = []): FinanceOption => ({
  id: uuid(n),
  name,
  apr: 2.99,
  lengthInYears: 25,
  minEpc: 2.5,
  maxEpc: 5.5,
  fee: 20,
  maxLoanAmount: 100_000,
  installerIds,
});
export const FINANCE_ANY = finance(401, 'Loan For All');
export const FINANCE_B_ONLY = finance(402, 'Beta Loan', [INSTALLER_B.id]);

const incentive = (n: number, extra: Partial<Incentive> & Pick<Incentive, 'name'>): Incentive => ({
  id: uuid(n),
  type: 'Fixed Amount',
  value: 1000,
  max: 1000,
  hasNoMax: false,
  scope: 'Local',
  statesServiced: [],
  ...extra,
});
export const FEDERAL = incentive(501, {
  name: 'Federal Tax Credit',
  type: '% of Total Cost',
  value: 26,
  max: 0,
  hasNoMax: true,
  scope: 'Federal',
});
export const SC_INCENTIVE = incentive(502, {
  name: 'South Carolina Solar Incentive',
  type: '% of Total Cost',
  value: 25,
  max: 3500,
  statesServiced: ['SC'],
});
export const AZ_REBATE = incentive(503, { name: 'Arizona Rebate', statesServiced: ['AZ'] });

const group = (months: PowerCompany['preSolarPlans'][number]['monthGroups'][number]['months']) => ({
  id: `g-${months[0]}`,
  name: 'All year',
  months,
  fixedCost: 15,
  tiers: [
    { tierNumber: 1, upToKwh: 600, cost: 0.12 },
    { tierNumber: 2, upToKwh: 999_999_999, cost: 0.15 },
  ],
});
export const PRE_PLAN = {
  id: uuid(601),
  name: 'Standard Residential',
  monthGroups: [
    group(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']),
  ],
};
export const POST_PLAN = {
  ...PRE_PLAN,
  id: uuid(602),
  name: 'Solar Export',
  hasNetMetering: true,
  netMeteringPercentage: 0.5,
  netMeteringRate: 0.05,
};
export const AZ_UTILITY: PowerCompany = {
  id: uuid(701),
  name: 'Arizona Power',
  maxTotalOffset: 120,
  maxSolarOffset: 110,
  statesServiced: ['AZ'],
  systemSizeLimit: 0,
  ratesFixed: true,
  preSolarPlans: [PRE_PLAN],
  postSolarPlans: [POST_PLAN],
};
export const TX_UTILITY: PowerCompany = {
  ...AZ_UTILITY,
  id: uuid(702),
  name: 'Texas Power',
  statesServiced: ['TX'],
};

export const CATALOGUE: DetailsCatalogue = {
  powerCompanies: [AZ_UTILITY, TX_UTILITY],
  installers: [INSTALLER_A, INSTALLER_B, INSTALLER_TX_ONLY],
  panels: [PANEL_ANY, PANEL_B_ONLY, PANEL_A_AZ],
  inverters: [INVERTER],
  financeOptions: [FINANCE_ANY, FINANCE_B_ONLY],
  incentives: [FEDERAL, SC_INCENTIVE, AZ_REBATE],
};

/** Saved details of a generated build (17 + 10 panels). */
export function buildDetails(
  overrides: Partial<CustomerDetailsRecord> = {},
): CustomerDetailsRecord {
  return {
    id: uuid(951),
    customerId: uuid(901),
    powerCompany: AZ_UTILITY,
    preSolarPlan: PRE_PLAN,
    postSolarPlan: POST_PLAN,
    preSolarPowerUsage: { ...BLANK_USAGE, annualPowerUsage: 14_500 },
    preSolarMonthlyBill: 166.76,
    postSolarMonthlyBill: 18,
    installerId: INSTALLER_A.id,
    inverter: INVERTER,
    panel: PANEL_ANY,
    financeOption: FINANCE_ANY,
    panelArrays: [
      {
        panels: 17,
        tilt: 20,
        azimuth: 180,
        maxPanelsAllowed: 0,
        recommendedPanels: 17,
        production: [],
        singlePanelProduction: [],
        isInBaseEpcCalculation: true,
      },
      {
        panels: 10,
        tilt: 20,
        azimuth: 270,
        maxPanelsAllowed: 0,
        recommendedPanels: 10,
        production: [],
        singlePanelProduction: [],
        isInBaseEpcCalculation: true,
      },
    ],
    incentives: [{ incentive: FEDERAL, deduction: 9828 }],
    epc: 3.5,
    epcPctTarget: 0,
    panelsToAddToRecommendedBuild: 0,
    shadingReductionPct: 0,
    estimatedProductionAfterShading: 15_494,
    totalSystemCost: 37_800,
    recommendedPanelsMeetsMin: true,
    latitude: 33.51,
    longitude: -112.03,
    zoom: 20,
    roofImagePath: '',
    netSystemCost: 27_972,
    defaultPowerIncrease: 0,
    productionSource: {
      source: 'weather-pack',
      approximate: false,
      station: { dataset: 'TMY3', id: '722780', name: 'Phoenix Sky Harbor Intl', distanceKm: 3.6 },
    },
    version: 1,
    ...overrides,
  };
}

export function buildProposal(overrides: Partial<ProposalRecord> = {}): ProposalRecord {
  const details = buildDetails();
  return {
    id: uuid(981),
    customerId: details.customerId,
    proposalNumber: 1,
    description: 'First look',
    createdBy: 'Ada Admin',
    dateCreated: '2026-11-22T10:00:00.000Z',
    template: null,
    details: {
      installerId: details.installerId,
      panel: details.panel,
      inverter: details.inverter,
      panelArrays: details.panelArrays,
      financeOption: details.financeOption,
      incentives: details.incentives,
      preSolarPowerUsage: details.preSolarPowerUsage,
      preSolarMonthlyBill: details.preSolarMonthlyBill,
      postSolarPlan: details.postSolarPlan,
      powerCompany: details.powerCompany,
      shadingReductionPct: 0,
      epc: details.epc,
      panelsToAddToRecommendedBuild: 0,
      preSolarPlan: null,
    },
    customAdders: [],
    baseEpc: 3.5,
    proposalEpc: 3.5,
    hasManualProposalEpc: false,
    totalSystemCost: 37_800,
    outOfPocketCost: 0,
    annualEnergyRateEscalator: 4,
    systemSize: 10.8,
    loanMonthlyPayment: 150,
    proposalPostSolarMonthlyBill: 18,
    thirtyYearCostOfElectric: 100_000,
    thirtyYearNetSavings: 40_000,
    monthlySavings: 100,
    totalAnnualProduction: 15_494,
    roofImagePath: '',
    roofImageDrawing: '',
    isContractGenerated: false,
    isGroundMount: false,
    isViewableByRep: true,
    isRedLine: false,
    baselineOverride: 0,
    points: 0,
    roofType: null,
    version: 1,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
