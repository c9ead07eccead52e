import {
  AUTOMATIC_RED_LINE_ADDERS,
  computeProposal,
  DEFAULT_ANNUAL_ENERGY_RATE_ESCALATOR,
  FEDERAL_TAX_CREDIT,
  orderIncentives,
  SOUTH_CAROLINA_INCENTIVE,
  isSouthCarolinaIncentive,
  type Adder,
  type CustomerDetailsRecord,
  type IncentiveEntry,
  type ProposalRecord,
  type ProposalTemplate,
} from '@pb/core';
import { findInstaller, type ProposalCatalogue, type ProposalContext } from './proposal-context';
import type { ProposalDetailsValues, ProposalFormValues } from './proposal-form-schema';
import { scenarioOf } from './proposal-scenario';

const federalOf = (catalogue: ProposalCatalogue) =>
  catalogue.incentives.find((i) => i.scope === 'Federal') ?? FEDERAL_TAX_CREDIT;

/** Federal first, and a Federal incentive added when there is none (spec 3 §5). */
export function withFederal(entries: readonly IncentiveEntry[], catalogue: ProposalCatalogue) {
  const hasFederal = entries.some((e) => e.incentive.scope === 'Federal');
  return orderIncentives(
    hasFederal ? entries : [{ incentive: federalOf(catalogue), deduction: 0 }, ...entries],
  );
}

/** No saved details yet: one empty array and the federal credit (plus SC's for an SC customer). */
function blankDetails(ctx: ProposalContext): ProposalDetailsValues {
  const incentives: IncentiveEntry[] = [{ incentive: federalOf(ctx.catalogue), deduction: 0 }];
  if (ctx.customer.state === 'SC') {
    const sc = ctx.catalogue.incentives.find(isSouthCarolinaIncentive) ?? SOUTH_CAROLINA_INCENTIVE;
    incentives.push({ incentive: sc, deduction: 0 });
  }
  return {
    installerId: null,
    panel: null,
    inverter: null,
    panelArrays: [
      {
        panels: 0,
        tilt: 0,
        azimuth: null,
        maxPanelsAllowed: 0,
        recommendedPanels: 0,
        production: [],
        singlePanelProduction: [],
        isInBaseEpcCalculation: true,
      },
    ],
    financeOption: null,
    incentives,
    preSolarPowerUsage: null,
    preSolarMonthlyBill: 0,
    postSolarPlan: null,
    powerCompany: null,
    shadingReductionPct: 0,
    epc: 0,
    panelsToAddToRecommendedBuild: 0,
    preSolarPlan: null,
  };
}

/** The built-in template of the installer's base template (a new proposal's default). */
function defaultTemplateFor(
  catalogue: ProposalCatalogue,
  installerId: string | null,
): ProposalTemplate | null {
  const base = findInstaller(catalogue, installerId)?.baseTemplate;
  const found = catalogue.templates.find((t) => t.isDefault && t.baseTemplate === base);
  return found ? toProposalTemplate(found) : null;
}

/** A template as a proposal stores it (without the list's isDefault and version). */
export function toProposalTemplate(template: ProposalTemplate): ProposalTemplate {
  const { id, name, baseTemplate, pages, userId } = template;
  return userId === undefined
    ? { id, name, baseTemplate, pages }
    : { id, name, baseTemplate, pages, userId };
}

/**
 * Fixes the rep's base EPC at what the engine prices now (new proposal, conversion to red line):
 * from then on adders and points move the price, not the base. `keepProposalEpc` keeps the
 * current price while the base is worked out (red line: raised to the baseline's minimum).
 */
export function pinBaseEpc(
  values: ProposalFormValues,
  ctx: ProposalContext,
  keepProposalEpc: number | null = null,
): ProposalFormValues {
  const unpinned = { ...values, baseEpc: null, hasManualProposalEpc: false };
  const kept =
    keepProposalEpc === null
      ? null
      : computeProposal(
          scenarioOf(
            { ...unpinned, hasManualProposalEpc: true, proposalEpc: keepProposalEpc },
            ctx,
          ),
        ).baseEpc;
  const figures = computeProposal(scenarioOf({ ...unpinned, baseEpc: kept }, ctx));
  return { ...values, baseEpc: round4(figures.baseEpc), proposalEpc: figures.proposalEpc };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * A new proposal from the customer's saved details (spec 3 §4): escalator 4 %, the default roof
 * type and template, the rep's base EPC pinned; red line at once when the customer's lead has a
 * positive baseline (the automatic conversion).
 */
export function valuesFromDetails(
  details: CustomerDetailsRecord | null,
  ctx: ProposalContext,
): ProposalFormValues {
  const d: ProposalDetailsValues = details
    ? {
        installerId: details.installerId,
        panel: details.panel,
        inverter: details.inverter,
        panelArrays: details.panelArrays,
        financeOption: details.financeOption,
        incentives: withFederal(details.incentives, ctx.catalogue),
        preSolarPowerUsage: details.preSolarPowerUsage,
        preSolarMonthlyBill: details.preSolarMonthlyBill,
        postSolarPlan: details.postSolarPlan,
        powerCompany: details.powerCompany,
        shadingReductionPct: details.shadingReductionPct,
        epc: details.epc,
        panelsToAddToRecommendedBuild: details.panelsToAddToRecommendedBuild,
        preSolarPlan: details.preSolarPlan,
      }
    : blankDetails(ctx);
  const values: ProposalFormValues = {
    description: '',
    template: defaultTemplateFor(ctx.catalogue, d.installerId),
    details: d,
    customAdders: [],
    proposalEpc: null,
    baseEpc: null,
    hasManualProposalEpc: false,
    outOfPocketCost: 0,
    annualEnergyRateEscalator: DEFAULT_ANNUAL_ENERGY_RATE_ESCALATOR,
    points: 0,
    roofType: ctx.catalogue.siteSettings?.roofTypes[0]?.name ?? null,
    roofImagePath: details?.roofImagePath ?? '',
    roofImageDrawing: '',
    isGroundMount: false,
    isViewableByRep: false,
    isRedLine: ctx.baseline.baseLine > 0,
    baselineOverride: 0,
    hasShading: d.shadingReductionPct > 0,
    version: null,
  };
  return pinBaseEpc(values, ctx);
}

/**
 * The rep's own custom adders of a saved proposal: the server stores the priced list, so the
 * site roof type, the locked site adders and the automatic red-line adders (which the engine
 * adds back) are left out.
 */
function repAdders(stored: readonly Adder[], ctx: ProposalContext): Adder[] {
  const site = ctx.catalogue.siteSettings;
  const automatic: readonly string[] = AUTOMATIC_RED_LINE_ADDERS;
  return stored.filter(
    (a) =>
      !(a.isRoofType && site?.roofTypes.some((r) => r.name === a.name)) &&
      !site?.adders.some((s) => s.isLocked && s.name === a.name) &&
      !automatic.includes(a.name),
  );
}

/** A saved proposal as form values: to edit it, or (`isCopy`) to start a new one from it. */
export function valuesFromProposal(
  proposal: ProposalRecord,
  ctx: ProposalContext,
  { isCopy = false }: { isCopy?: boolean } = {},
): ProposalFormValues {
  const roofFromAdders = proposal.customAdders.find(
    (a) => a.isRoofType && ctx.catalogue.siteSettings?.roofTypes.some((r) => r.name === a.name),
  );
  return {
    description: proposal.description,
    template: proposal.template,
    details: {
      ...proposal.details,
      incentives: withFederal(proposal.details.incentives, ctx.catalogue),
    },
    customAdders: repAdders(proposal.customAdders, ctx),
    proposalEpc: proposal.proposalEpc,
    baseEpc: proposal.baseEpc,
    hasManualProposalEpc: proposal.hasManualProposalEpc,
    outOfPocketCost: proposal.outOfPocketCost,
    annualEnergyRateEscalator: proposal.annualEnergyRateEscalator,
    points: proposal.points,
    roofType:
      proposal.roofType ??
      roofFromAdders?.name ??
      ctx.catalogue.siteSettings?.roofTypes[0]?.name ??
      null,
    roofImagePath: proposal.roofImagePath,
    roofImageDrawing: proposal.roofImageDrawing,
    isGroundMount: proposal.isGroundMount,
    isViewableByRep: proposal.isViewableByRep,
    isRedLine: proposal.isRedLine,
    baselineOverride: proposal.baselineOverride,
    hasShading: proposal.details.shadingReductionPct > 0,
    version: isCopy ? null : proposal.version,
  };
}
