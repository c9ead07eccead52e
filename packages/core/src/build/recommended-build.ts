import { efficiencyReduction } from '../adders/efficiency-adders';
import { proposalAdders } from '../adders/proposal-adders';
import { effectiveMaxEpc } from '../epc/epc-bounds';
import { priceEpc } from '../epc/epc-pricing';
import { isCashOption } from '../loan/loan-terms';
import { outOfPocketCost } from '../loan/out-of-pocket';
import { calculationMessage } from '../messages/calculation-message.schema';
import { CALCULATION_MESSAGES as M } from '../messages/calculation-messages';
import { computeProposal } from '../proposal/compute-proposal';
import { arrayMonthlyProduction, singlePanelAnnualProduction } from '../system/array-production';
import { isNorthFacing } from '../system/azimuth';
import { applyShading } from '../system/shading';
import { kw, kwh, percent, usd, usdPerWatt, watts, WATTS_PER_KW } from '../units';
import { monthlyUsage, sumKwh } from '../usage/monthly-usage';
import { buildChecks } from './build-checks';
import { fillArrays } from './fill-arrays';
import { minimumPanels } from './minimum-panels';
import type { RecommendedBuild, RecommendedBuildInput } from './recommended-build.schema';
import { shouldNudgeBuild, targetOffsets } from './target-offset';

/**
 * Generate Optimal Build, steps 1–3 (spec 3 §4): the pre-solar bill; the recommended build
 * (target offset, faces filled south-first, minimum check), its EPC and post-solar bill; then
 * production, shading, total system cost and incentives of that build via `computeProposal`.
 *
 * EPC: the site's defaultEpcTarget (else the details' epc) priced into the finance option's
 * bounds. When the current build has north-facing panels, the loan cap is sized as if all
 * needed panels sat on the most south-facing face with no panel max.
 */
export function computeRecommendedBuild(input: RecommendedBuildInput): RecommendedBuild {
  const company = input.powerCompany;
  const usage = sumKwh(monthlyUsage(input.preSolarPowerUsage, input.preSolarPlan));
  const adders = proposalAdders({
    customAdders: input.customAdders,
    siteSettings: input.siteSettings,
    roofType: input.roofType,
    isRedLine: input.isRedLine,
    arrays: input.panelArrays,
    installerBaseTemplate: input.installer?.baseTemplate ?? null,
  });
  const maxTotal = percent(company?.maxTotalOffset ?? 0);
  const targets = targetOffsets(
    maxTotal,
    percent(company?.maxSolarOffset ?? 0),
    efficiencyReduction(adders.map((a) => a.name)),
  );
  const shading = percent(input.shadingReductionPct);
  const perPanel = input.panelArrays.map((a) =>
    applyShading(singlePanelAnnualProduction(a), shading),
  );
  const needed = kwh((usage * targets.solar) / 100);
  const efficiency = efficiencyReduction(adders.map((a) => a.name));
  const limits = [
    (company?.maxSolarOffset ?? 0) > 0 ? company!.maxSolarOffset : Infinity,
    (company?.maxTotalOffset ?? 0) > 0 ? company!.maxTotalOffset - efficiency : Infinity,
  ];
  const maxOffset = Math.min(...limits);
  const panelWatts = watts(input.panel?.cells ?? 0);
  const nudge = shouldNudgeBuild(maxTotal) ? 1 : 0;
  const minimum = minimumPanels(input.isRedLine, input.installer?.baseTemplate ?? null);
  const filled = fillArrays({
    arrays: input.panelArrays,
    perPanelProduction: perPanel,
    neededProduction: needed,
    extraPanels: nudge,
    addedPanels: input.panelsToAddToRecommendedBuild,
    minimumPanels: minimum,
    panelWatts,
    systemSizeLimit: company?.systemSizeLimit ?? 0,
    maxProduction:
      Number.isFinite(maxOffset) && usage > 0 ? kwh((usage * Math.max(0, maxOffset)) / 100) : null,
  });
  const panelArrays = input.panelArrays.map((array, i) => {
    const panels = filled.panels[i] ?? 0;
    const production =
      array.singlePanelProduction.length === 12
        ? arrayMonthlyProduction({ ...array, panels })
        : array.production;
    return {
      ...array,
      panels,
      recommendedPanels: panels,
      production,
      isInBaseEpcCalculation: !isNorthFacing(array.azimuth),
    };
  });
  const total = filled.panels.reduce((a, b) => a + b, 0);

  const hasNorthPanels = input.panelArrays.some((a) => a.panels > 0 && isNorthFacing(a.azimuth));
  const best = filled.bestIndex >= 0 ? perPanel[filled.bestIndex]! : 0;
  const epcPanels = hasNorthPanels && best > 0 ? Math.ceil(needed / best - 1e-9) : total;
  const epcSize = kw((panelWatts * epcPanels) / WATTS_PER_KW);
  const option = input.financeOption;
  const isCash = isCashOption(option);
  const target =
    (input.siteSettings?.defaultEpcTarget ?? 0) > 0
      ? input.siteSettings!.defaultEpcTarget
      : input.epc;
  const epc = priceEpc(usdPerWatt(target), {
    maxEpc: option ? effectiveMaxEpc(option, adders, epcSize) : usdPerWatt(0),
    minEpc: usdPerWatt(option?.minEpc ?? 0),
    maxLoanAmount: usd(isCash ? 0 : (option?.maxLoanAmount ?? 0)),
    outOfPocket: outOfPocketCost(usd(input.outOfPocketCost), usd(Infinity), false),
    systemSize: epcSize,
  });

  const figures = computeProposal({
    ...input,
    panelArrays,
    epc,
    proposalEpc: epc,
    baseEpc: null,
    hasManualProposalEpc: false,
  });
  const meetsMin = total >= minimum;
  const messages = buildChecks({
    hasPowerUsage: input.preSolarPowerUsage !== null && usage > 0,
    preSolarMonthlyBill: figures.preSolarMonthlyBill,
    powerCompany: company,
    totalOffset: figures.totalOffset,
    solarOffset: figures.solarOffset,
    panelArrays,
    allowedPanels: Math.max(minimum, total),
  });
  if (filled.isOverMaxAllowed)
    messages.push(calculationMessage('cannotReachFullOffset', M.cannotReachFullOffset, 'warning'));
  if (hasNorthPanels)
    messages.push(calculationMessage('northFacingEpcNote', M.northFacingEpcNote, 'warning'));
  if (filled.isSizeLimited)
    messages.push(calculationMessage('maxSystemSizeReached', M.maxSystemSizeReached, 'warning'));
  if (total > 0 && !meetsMin)
    messages.push(calculationMessage('belowMinimumPanels', M.belowMinimumPanels, 'warning'));
  return {
    panelArrays,
    epc,
    targetTotalOffset: targets.total,
    targetSolarOffset: targets.solar,
    recommendedPanelsMeetsMin: meetsMin,
    figures,
    messages,
  };
}
