import {
  computeProposal,
  systemHours,
  type Adder,
  type IncentiveEntry,
  type ProposalFigures,
  type ProposalScenario,
  type SiteSettings,
} from '@pb/core';
import { findInstaller, withoutVersion, type ProposalContext } from './proposal-context';
import type { ProposalFormValues } from './proposal-form-schema';

const isSiteRoofType = (adder: Adder, site: SiteSettings | null) =>
  adder.isRoofType && !!site?.roofTypes.some((r) => r.name === adder.name);

/**
 * Roof types picked from the site settings are settled by name, as the server does: a custom
 * adder carrying one of their names is left out and the engine adds the named one back.
 */
export function settleRoofType(
  values: Pick<ProposalFormValues, 'customAdders' | 'roofType'>,
  site: SiteSettings | null,
) {
  const sent = values.customAdders.find((a) => isSiteRoofType(a, site));
  return {
    roofType: values.roofType ?? sent?.name ?? null,
    customAdders: values.customAdders.filter((a) => !isSiteRoofType(a, site)),
  };
}

/** A box the rep emptied holds null until they type again; the figures read it as 0. */
const orZero = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;

const clampPercent = (value: number | null | undefined) => Math.min(100, orZero(value));

const withNumbers = (entry: IncentiveEntry): IncentiveEntry => ({
  ...entry,
  incentive: {
    ...entry.incentive,
    value: orZero(entry.incentive.value),
    max: orZero(entry.incentive.max),
  },
});

/**
 * The engine's input for the form as it stands: the same scenario the server prices on save
 * (apps/server proposal-pricing), so the figures shown are the figures saved. The proposal EPC is
 * read only when it is manual; otherwise the engine prices the base EPC (standard: plus the
 * adders per watt; red line: the pricing form) or, with none set, the EPC target.
 */
export function scenarioOf(values: ProposalFormValues, ctx: ProposalContext): ProposalScenario {
  const d = values.details;
  const site = ctx.catalogue.siteSettings;
  const installer = findInstaller(ctx.catalogue, d.installerId);
  const { roofType, customAdders } = settleRoofType(values, site);
  return {
    customerState: ctx.customer.state,
    powerCompany: d.powerCompany,
    preSolarPlan: d.preSolarPlan ?? ctx.fallbackPreSolarPlan,
    postSolarPlan: d.postSolarPlan,
    preSolarPowerUsage: d.preSolarPowerUsage,
    installer: installer ? withoutVersion(installer) : null,
    panel: d.panel,
    inverter: d.inverter,
    panelArrays: d.panelArrays,
    financeOption: d.financeOption,
    incentives: d.incentives.map(withNumbers),
    customAdders,
    siteSettings: site,
    roofType,
    epc: d.epc,
    proposalEpc: values.hasManualProposalEpc ? values.proposalEpc : null,
    baseEpc: values.baseEpc,
    hasManualProposalEpc: values.hasManualProposalEpc,
    isRedLine: values.isRedLine,
    baselineOverride: values.baselineOverride ?? 0,
    baseline: ctx.baseline.baseLine > 0 ? ctx.baseline.baseLine : null,
    split: ctx.baseline.split,
    isLeadSetterCloser: false,
    annualEnergyRateEscalator: values.annualEnergyRateEscalator,
    shadingReductionPct: values.hasShading ? clampPercent(d.shadingReductionPct) : 0,
    outOfPocketCost: values.outOfPocketCost ?? 0,
    points: values.points,
    isGroundMount: values.isGroundMount,
    template: values.template,
  };
}

/**
 * Every figure of the proposal, computed in the browser as the rep types (no round trip), by the
 * one pricing function the server also calls on save (`computeProposal`, packages/core): base
 * EPC + adders per watt → final EPC, points, bounds and floors are all decided there. On an
 * hourly plan the server's hours (ctx.hours) go in as on the server: each array's per-panel hours
 * × the panels typed (`systemHours`), so the bills shown are the bills a save stores.
 */
export function computeFigures(values: ProposalFormValues, ctx: ProposalContext): ProposalFigures {
  const scenario = scenarioOf(values, ctx);
  return computeProposal(scenario, ctx.hours ? systemHours(ctx.hours, scenario.panelArrays) : null);
}
