import {
  MONTHS,
  type BaselineResponse,
  type CustomerDetailsRecord,
  type ProposalView,
} from '@pb/core';
import type { ProposalContext } from '../utils/proposal-context';
import { valuesFromDetails } from '../utils/proposal-form-values';
import { computeFigures } from '../utils/proposal-scenario';
import {
  customer,
  financeOptions,
  IDS,
  incentives,
  installers,
  inverters,
  panels,
  plan,
  postPlan,
  powerCompany,
  siteSettings,
  templates,
} from './catalogue-fixtures';

export * from './catalogue-fixtures';

/** The customer's saved details and proposals priced from them (see catalogue-fixtures). */
const { version: _pv, ...panel } = panels[0]!;
const { version: _fv, ...sunlight } = financeOptions[0]!;
const { version: _iv, ...inverter } = inverters[0]!;

export const details: CustomerDetailsRecord = {
  id: '99999999-9999-4999-8999-999999999901',
  customerId: IDS.customer,
  powerCompany,
  preSolarPlan: plan('pre'),
  postSolarPlan: postPlan,
  preSolarPowerUsage: {
    usageEntry: 'annual',
    averageMonthlyBill: 0,
    annualPowerUsage: 12_000,
    monthlyPowerUsage: 0,
    ...(Object.fromEntries(MONTHS.map((m) => [`powerUsage${m}`, 0])) as Record<
      `powerUsage${(typeof MONTHS)[number]}`,
      number
    >),
  },
  preSolarMonthlyBill: 130,
  postSolarMonthlyBill: 10,
  installerId: IDS.solex,
  inverter,
  panel,
  financeOption: sunlight,
  panelArrays: [
    {
      panels: 20,
      tilt: 25,
      azimuth: 180,
      maxPanelsAllowed: 30,
      recommendedPanels: 20,
      production: MONTHS.map(() => 1000),
      singlePanelProduction: MONTHS.map(() => 50),
      isInBaseEpcCalculation: true,
    },
  ],
  incentives: [
    { incentive: incentives[0]!, deduction: 0 },
    { incentive: incentives[1]!, deduction: 0 },
  ],
  epc: 3.5,
  epcPctTarget: 0,
  panelsToAddToRecommendedBuild: 0,
  shadingReductionPct: 0,
  estimatedProductionAfterShading: 12_000,
  totalSystemCost: 28_000,
  recommendedPanelsMeetsMin: true,
  latitude: 35.84,
  longitude: -78.63,
  zoom: 20,
  roofImagePath: '',
  netSystemCost: 28_000,
  defaultPowerIncrease: 0,
  productionSource: null,
  version: 3,
};

export const NO_BASELINE: BaselineResponse = { baseLine: 0, split: 0.35 };

/** The context the screens build from the loads above. */
export function proposalContext(baseline: BaselineResponse = NO_BASELINE): ProposalContext {
  const { version: _sv, ...site } = siteSettings;
  return {
    customer,
    baseline,
    fallbackPreSolarPlan: details.preSolarPlan,
    catalogue: {
      installers,
      panels,
      inverters,
      financeOptions,
      incentives,
      templates,
      siteSettings: site,
    },
  };
}

/** A saved proposal as GET /api/Proposals/{id} answers it, priced by the engine. */
export function proposalView(overrides: Partial<ProposalView> = {}): ProposalView {
  const ctx = proposalContext();
  const values = valuesFromDetails(details, ctx);
  const figures = computeFigures(values, ctx);
  const { hasShading: _h, version: _v, outOfPocketCost, ...rest } = values;
  return {
    ...rest,
    outOfPocketCost: outOfPocketCost ?? 0,
    id: IDS.proposal,
    customerId: IDS.customer,
    proposalNumber: 3,
    description: 'Spring offer',
    createdBy: 'Ada Admin',
    dateCreated: '2026-11-20T10:00:00.000Z',
    details: { ...values.details, incentives: figures.incentives },
    customAdders: figures.customAdders,
    baseEpc: figures.baseEpc,
    proposalEpc: figures.proposalEpc,
    totalSystemCost: figures.totalSystemCost,
    systemSize: figures.systemSize,
    loanMonthlyPayment: figures.loanMonthlyPayment,
    proposalPostSolarMonthlyBill: figures.proposalPostSolarMonthlyBill,
    thirtyYearCostOfElectric: figures.thirtyYearCostOfElectric,
    thirtyYearNetSavings: figures.thirtyYearNetSavings,
    monthlySavings: figures.monthlySavings,
    totalAnnualProduction: figures.totalAnnualProduction,
    isContractGenerated: false,
    version: 4,
    updatedAt: '2026-11-20T10:00:00.000Z',
    figures,
    warnings: [],
    agreementBlockers: [],
    ...overrides,
  };
}
