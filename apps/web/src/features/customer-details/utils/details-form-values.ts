import {
  FEDERAL_TAX_CREDIT,
  orderIncentives,
  SOUTH_CAROLINA_INCENTIVE,
  isSouthCarolinaIncentive,
  type Customer,
  type CustomerDetailsRecord,
  type IncentiveEntry,
  type PanelArray,
  type PowerUsage,
  type SaveCustomerDetailsBody,
} from '@pb/core';
import type { DetailsCatalogue } from './details-catalogue';

/** The power info form's values: the body of the generate call. */
export type DetailsFormValues = SaveCustomerDetailsBody & {
  preSolarPowerUsage: PowerUsage;
  panelArrays: PanelArray[];
  incentives: IncentiveEntry[];
  hasShading: boolean;
};

/** No usage entered yet: annual entry, every figure 0. */
export const BLANK_USAGE: PowerUsage = {
  usageEntry: 'annual',
  averageMonthlyBill: 0,
  annualPowerUsage: 0,
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
};

/** A new roof face: no panels, tilt and azimuth still to be entered, no panel max (0). */
export const blankPanelArray = (): PanelArray => ({
  panels: 0,
  // Left empty for the rep to enter; the form reads 'Required' until then.
  tilt: undefined as unknown as number,
  azimuth: null,
  maxPanelsAllowed: 0,
  recommendedPanels: 0,
  production: [],
  singlePanelProduction: [],
  isInBaseEpcCalculation: true,
});

/** The catalogue's Federal incentive (the built-in Federal Tax Credit when it has none). */
const federalOf = (catalogue: DetailsCatalogue) =>
  catalogue.incentives.find((i) => i.scope === 'Federal') ?? FEDERAL_TAX_CREDIT;

/** Federal first, and a Federal incentive added when there is none (spec 3 §5). */
export function withFederal(
  entries: readonly IncentiveEntry[],
  catalogue: DetailsCatalogue,
): IncentiveEntry[] {
  const hasFederal = entries.some((e) => e.incentive.scope === 'Federal');
  const all = hasFederal
    ? entries
    : [{ incentive: federalOf(catalogue), deduction: 0 }, ...entries];
  return orderIncentives(all);
}

/**
 * Blank defaults before the first save (spec 3 §4): one empty panel array and the federal
 * credit, plus the 'South Carolina Solar Incentive' for a customer in SC.
 */
export function blankFormValues(
  customer: Customer,
  catalogue: DetailsCatalogue,
): DetailsFormValues {
  const incentives: IncentiveEntry[] = [{ incentive: federalOf(catalogue), deduction: 0 }];
  if (customer.state === 'SC') {
    const sc = catalogue.incentives.find(isSouthCarolinaIncentive) ?? SOUTH_CAROLINA_INCENTIVE;
    incentives.push({ incentive: sc, deduction: 0 });
  }
  return {
    version: null,
    powerCompany: null,
    preSolarPlan: null,
    postSolarPlan: null,
    preSolarPowerUsage: { ...BLANK_USAGE },
    installerId: null,
    inverter: null,
    panel: null,
    financeOption: null,
    panelArrays: [blankPanelArray()],
    incentives,
    epc: 0,
    epcPctTarget: 0,
    panelsToAddToRecommendedBuild: 0,
    hasShading: false,
    shadingReductionPct: 0,
    latitude: 0,
    longitude: 0,
    zoom: 20,
    roofImagePath: '',
    defaultPowerIncrease: 0,
  };
}

/**
 * The saved details as form values. The map point is sent as 0,0 so the server takes the
 * customer's current coordinates (they change with the address).
 */
export function recordFormValues(
  details: CustomerDetailsRecord,
  catalogue: DetailsCatalogue,
): DetailsFormValues {
  return {
    version: details.version,
    powerCompany: details.powerCompany,
    preSolarPlan: details.preSolarPlan,
    postSolarPlan: details.postSolarPlan,
    preSolarPowerUsage: { ...BLANK_USAGE, ...details.preSolarPowerUsage },
    installerId: details.installerId,
    inverter: details.inverter,
    panel: details.panel,
    financeOption: details.financeOption,
    panelArrays: details.panelArrays.length > 0 ? details.panelArrays : [blankPanelArray()],
    incentives: withFederal(details.incentives, catalogue),
    epc: details.epc,
    epcPctTarget: details.epcPctTarget,
    panelsToAddToRecommendedBuild: details.panelsToAddToRecommendedBuild,
    hasShading: details.shadingReductionPct > 0,
    shadingReductionPct: details.shadingReductionPct,
    latitude: 0,
    longitude: 0,
    zoom: details.zoom,
    roofImagePath: details.roofImagePath,
    defaultPowerIncrease: details.defaultPowerIncrease,
  };
}
