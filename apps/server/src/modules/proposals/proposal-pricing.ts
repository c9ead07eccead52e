import {
  arrayMonthlyProduction,
  CALCULATION_MESSAGES,
  calculationMessage,
  computeProposal,
  minimumPanels,
  raiseToMinimumSystem,
  CUSTOMER_MESSAGES,
  PROPOSAL_MESSAGES as M,
  type Adder,
  type CalculationMessage,
  type Installer,
  type PanelArray,
  type PaymentPlan,
  type ProposalFigures,
  type ProposalInput,
  type ProposalRecordDetails,
  type ProposalScenario,
  type SiteSettings,
} from '@pb/core';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { findInstallerRow, toInstaller } from '../catalogue/installers/installers.repository';
import { getSiteSettings } from '../catalogue/site-settings/site-settings.service';
import { findCustomerRow, type CustomerRow } from '../customers/customers.repository';
import { lookupLeadBaseline, type LeadBaseline, type LeadLookupDeps } from '../leads/lead-baseline';
import { findCustomerDetailsPlan } from './customer-plan';
import { hourlyInputOf, type HourlyPricing } from '../customer-details/hourly-pricing';
import type { ProposalRow } from './proposals.repository';

/** What a proposal's figures depend on beyond the proposal itself. */
export interface PricingContext {
  customer: CustomerRow;
  /** The live installer of details.installerId; null when none is chosen. */
  installer: Installer | null;
  siteSettings: SiteSettings;
  lead: LeadBaseline;
  /** The pre-solar plan when the details carry none: the customer's current details' plan. */
  fallbackPreSolarPlan: PaymentPlan | null;
  /** Load and per-panel production hour by hour when a plan is hourly (proposal-hourly.ts). */
  hourly?: HourlyPricing | null;
}

/** The proposal fields the engine reads (a save's input, or a stored proposal). */
export type PricingInput = Pick<
  ProposalInput,
  | 'details'
  | 'customAdders'
  | 'proposalEpc'
  | 'baseEpc'
  | 'hasManualProposalEpc'
  | 'isRedLine'
  | 'baselineOverride'
  | 'annualEnergyRateEscalator'
  | 'outOfPocketCost'
  | 'points'
  | 'isGroundMount'
  | 'template'
  | 'roofType'
>;

const unprocessable = (message: string, path: string) =>
  new AppError('UNPROCESSABLE', message, [{ path, message }]);

/** Loads the customer (404), the installer ('invalid Installer'), site settings and the lead. */
export async function loadPricingContext(
  db: Db,
  deps: LeadLookupDeps,
  customerId: string,
  details: ProposalRecordDetails,
): Promise<PricingContext> {
  const customer = await findCustomerRow(db, customerId);
  if (!customer) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  let installer: Installer | null = null;
  if (details.installerId) {
    const row = isUuid(details.installerId)
      ? await findInstallerRow(db, details.installerId)
      : undefined;
    if (!row) throw unprocessable(M.invalidInstaller, 'body.details.installerId');
    const { version: _version, ...rest } = toInstaller(row);
    installer = rest;
  }
  const { version: _settingsVersion, ...siteSettings } = await getSiteSettings(db);
  const [lead, fallbackPreSolarPlan] = await Promise.all([
    lookupLeadBaseline(deps, customer.metaData),
    details.preSolarPlan ? Promise.resolve(null) : findCustomerDetailsPlan(db, customerId),
  ]);
  return { customer, installer, siteSettings, lead, fallbackPreSolarPlan };
}

/**
 * Preview Changes checks (spec 3 §5): the panel and the finance option must be offered by the
 * installer (an empty installerIds list offers it to all).
 */
export function assertOfferedByInstaller(
  details: ProposalRecordDetails,
  installer: Installer | null,
): void {
  if (!installer) return;
  const offers = (ids: readonly string[]) => ids.length === 0 || ids.includes(installer.id);
  if (details.panel && !offers(details.panel.installerIds)) {
    throw unprocessable(M.invalidPanelSelection, 'body.details.panel');
  }
  if (details.financeOption && !offers(details.financeOption.installerIds)) {
    throw unprocessable(M.invalidFinanceOption, 'body.details.financeOption');
  }
}

/**
 * Roof types picked from the site settings are settled by name (`roofType`): a custom adder
 * carrying one of their names is dropped before pricing, and the engine adds the named one back,
 * so a stored proposal re-saves unchanged and a new roofType takes effect.
 */
function settleRoofType(
  input: PricingInput,
  site: SiteSettings,
): { roofType: string | null; customAdders: Adder[] } {
  const names = new Set(site.roofTypes.map((r) => r.name));
  const isSiteRoof = (a: Adder) => a.isRoofType && names.has(a.name);
  const sent = input.customAdders.find(isSiteRoof);
  return {
    roofType: input.roofType ?? sent?.name ?? null,
    customAdders: input.customAdders.filter((a) => !isSiteRoof(a)),
  };
}

export interface PricedProposalSave {
  figures: ProposalFigures;
  /** The arrays priced and stored: raised to the minimum system when below it (spec 3 §5). */
  panelArrays: PanelArray[];
  roofType: string | null;
  preSolarPlan: PaymentPlan | null;
}

/** Every figure of the proposal from the engine (pure; nothing sent by a client is trusted). */
export function priceProposalFigures(ctx: PricingContext, input: PricingInput): PricedProposalSave {
  const d = input.details;
  const { roofType, customAdders } = settleRoofType(input, ctx.siteSettings);
  const preSolarPlan = d.preSolarPlan ?? ctx.fallbackPreSolarPlan;
  const minimum = minimumPanels(input.isRedLine, ctx.installer?.baseTemplate ?? null);
  const raised = raiseToMinimumSystem(d.panelArrays, minimum);
  const isAdjusted = raised.isAdjusted;
  // A raised array produces for its new count (the engine reads per-panel production × panels).
  const panelArrays = raised.arrays.map((a) =>
    isAdjusted && a.singlePanelProduction.length === 12
      ? { ...a, production: arrayMonthlyProduction(a) }
      : a,
  );
  const scenario: ProposalScenario = {
    customerState: ctx.customer.state,
    powerCompany: d.powerCompany,
    preSolarPlan,
    postSolarPlan: d.postSolarPlan,
    preSolarPowerUsage: d.preSolarPowerUsage,
    installer: ctx.installer,
    panel: d.panel,
    inverter: d.inverter,
    panelArrays,
    financeOption: d.financeOption,
    incentives: d.incentives,
    customAdders,
    siteSettings: ctx.siteSettings,
    roofType,
    epc: d.epc,
    proposalEpc: input.proposalEpc,
    baseEpc: input.baseEpc,
    hasManualProposalEpc: input.hasManualProposalEpc,
    isRedLine: input.isRedLine,
    baselineOverride: input.baselineOverride,
    baseline: ctx.lead.redline,
    split: null,
    isLeadSetterCloser: ctx.lead.isLeadSetterCloser,
    annualEnergyRateEscalator: input.annualEnergyRateEscalator,
    shadingReductionPct: d.shadingReductionPct,
    outOfPocketCost: input.outOfPocketCost,
    points: input.points,
    isGroundMount: input.isGroundMount,
    template: input.template,
  };
  const figures = computeProposal(
    scenario,
    ctx.hourly ? hourlyInputOf(ctx.hourly, panelArrays) : null,
  );
  if (isAdjusted) {
    const text = CALCULATION_MESSAGES.minimumSystemReached;
    figures.messages.push(calculationMessage('minimumSystemReached', text, 'warning'));
  }
  return { figures, panelArrays, roofType, preSolarPlan };
}

/** Messages that stop a save: every error, and every reason Generate Proposal is disabled. */
export const blocksSave = (m: CalculationMessage) => m.severity === 'error' || m.blocksGenerate;

/** 422 with the engine's first blocking text; all of them in `issues`. */
export function assertSavable(figures: ProposalFigures): void {
  const blocking = figures.messages.filter(blocksSave);
  if (blocking.length === 0) return;
  throw new AppError(
    'UNPROCESSABLE',
    blocking[0]!.text,
    blocking.map((m) => ({ path: 'body', message: m.text })),
  );
}

/** The stored proposal as the engine reads it. */
export const pricingInputOf = (row: ProposalRow): PricingInput => ({
  details: row.details,
  customAdders: row.customAdders,
  proposalEpc: row.proposalEpc,
  baseEpc: row.baseEpc,
  hasManualProposalEpc: row.hasManualProposalEpc,
  isRedLine: row.isRedLine,
  baselineOverride: row.baselineOverride,
  annualEnergyRateEscalator: row.annualEnergyRateEscalator,
  outOfPocketCost: row.outOfPocketCost,
  points: row.points,
  isGroundMount: row.isGroundMount,
  template: row.template,
  roofType: row.roofType,
});

/**
 * Context for re-pricing a stored proposal. An installer deleted since the save does not make the
 * proposal unreadable: it is priced without the installer's base template and state adder.
 */
export async function loadViewContext(
  db: Db,
  deps: LeadLookupDeps,
  row: ProposalRow,
): Promise<PricingContext> {
  try {
    return await loadPricingContext(db, deps, row.customerId, row.details);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'UNPROCESSABLE') throw err;
    return loadPricingContext(db, deps, row.customerId, { ...row.details, installerId: null });
  }
}
