import { efficiencyReduction } from '../adders/efficiency-adders';
import { proposalAdders } from '../adders/proposal-adders';
import { postSolarBill } from '../bill/post-solar-bill';
import { tieredBill } from '../bill/tiered-bill';
import { minimumPanels } from '../build/minimum-panels';
import { proposalHourlyBills, type HourlyProposalInput } from '../hourly-bill/proposal-hourly-bill';
import { MAX_FINANCE_FEE_PCT } from '../catalogue/finance-option.schema';
import {
  lowerBoundBaseline,
  redLineLowerBound,
  repBaseline,
  standardLowerBound,
} from '../epc/baseline';
import { epcBoundsStatus } from '../epc/epc-bounds';
import { hasCommissionWarning, isEpcTooLow } from '../epc/epc-floor-checks';
import { commissionSplit, estimatedRepMake } from '../epc/rep-make';
import { displayedPayment } from '../loan/loan-payment';
import { initialPaymentCount } from '../loan/loan-terms';
import { homeValueUplift } from '../projection/home-value-uplift';
import { thirtyYearProjection } from '../projection/thirty-year-projection';
import { arrayAnnualProduction, totalMonthlyProduction } from '../system/array-production';
import { isNorthFacing, orderBySouth } from '../system/azimuth';
import { offsets } from '../system/offset';
import { applyShading, applyShadingMonthly } from '../system/shading';
import { systemSize, totalPanels } from '../system/system-size';
import { kwh, kwToWatts, percent, usd, usdPerWatt, usdToPerWatt, watts } from '../units';
import { isBillUnreachable, monthlyUsage, sumKwh } from '../usage/monthly-usage';
import { priceProposal } from './price-proposal';
import { proposalChecks } from './proposal-checks';
import type { ProposalFigures } from './proposal-figures.schema';
import type { ProposalScenario } from './proposal-scenario.schema';

/**
 * Every figure of a proposal from its scenario (spec 3 §4 "Proposal builder calculations"); pure,
 * called on every save. Steps: usage and pre-solar bill → system size and production (shading)
 * → adders and efficiency → offsets → post-solar bill → EPC, cost, incentives and loan →
 * 30-year projection → rep make → checks. Formulas: docs/calculations.md.
 *
 * `hourly` (issue 35): the household load and the production hour by hour, which the server
 * knows. With it, a plan that is hourly is billed by the hourly engine (proposalHourlyBills) and
 * its bill replaces the spec's monthly bill of that plan; everything downstream (savings, the
 * 30-year projection) is the same code. Without it, or on the spec's monthly plans, nothing
 * changes.
 */
export function computeProposal(
  scenario: ProposalScenario,
  hourly: HourlyProposalInput | null = null,
): ProposalFigures {
  const arrays = scenario.panelArrays;
  const usageMonthly = monthlyUsage(scenario.preSolarPowerUsage, scenario.preSolarPlan);
  const annualPowerUsage = sumKwh(usageMonthly);
  const hasPowerInfo = scenario.preSolarPowerUsage !== null && annualPowerUsage > 0;
  const monthlyPlanPreSolarBill = hasPowerInfo
    ? tieredBill(scenario.preSolarPlan, usageMonthly).monthly
    : usd(0);

  const size = systemSize(scenario.panel ? watts(scenario.panel.cells) : null, arrays);
  const panelCount = totalPanels(arrays);
  const shading = percent(scenario.shadingReductionPct);
  const productionBefore = totalMonthlyProduction(arrays);
  const productionAfter = applyShadingMonthly(productionBefore, shading);
  const annualBefore = sumKwh(productionBefore);
  const annualAfter = sumKwh(productionAfter);

  const baseTemplate = scenario.installer?.baseTemplate ?? null;
  const adders = proposalAdders({
    customAdders: scenario.customAdders,
    siteSettings: scenario.siteSettings,
    roofType: scenario.roofType,
    isRedLine: scenario.isRedLine,
    arrays,
    installerBaseTemplate: baseTemplate,
  });
  const efficiency = efficiencyReduction(adders.map((a) => a.name));
  const before = offsets(annualBefore, annualPowerUsage, efficiency);
  const after = offsets(annualAfter, annualPowerUsage, efficiency);
  const postUsage = usageMonthly.map((u) => kwh(u * (1 - efficiency / 100)));
  const postBill = postSolarBill(scenario.postSolarPlan, postUsage, productionAfter);
  const hourlyBills =
    hourly && hasPowerInfo
      ? proposalHourlyBills({
          preSolarPlan: scenario.preSolarPlan,
          postSolarPlan: scenario.postSolarPlan,
          input: hourly,
          efficiencyReductionPct: efficiency,
          shadingReductionPct: shading,
        })
      : null;
  const preSolarMonthlyBill =
    hourlyBills?.preSolarMonthlyBill != null
      ? usd(hourlyBills.preSolarMonthlyBill)
      : monthlyPlanPreSolarBill;
  const postSolarMonthlyBill =
    hourlyBills?.postSolarMonthlyBill != null
      ? usd(hourlyBills.postSolarMonthlyBill)
      : postBill.monthly;

  const rep = repBaseline(scenario.baseline);
  const override = usdPerWatt(scenario.baselineOverride);
  const baseline = lowerBoundBaseline(override, rep);
  const hasKnownBaseline = override > 0 || rep !== null;
  const target = scenario.epc > 0 ? scenario.epc : (scenario.siteSettings?.defaultEpcTarget ?? 0);
  const priced = priceProposal({
    adders,
    points: scenario.points,
    systemSize: size,
    annualProduction: annualAfter,
    financeOption: scenario.financeOption,
    isRedLine: scenario.isRedLine,
    epcTarget: usdPerWatt(target),
    proposalEpc: scenario.proposalEpc === null ? null : usdPerWatt(scenario.proposalEpc),
    baseEpc: scenario.baseEpc === null ? null : usdPerWatt(scenario.baseEpc),
    hasManualProposalEpc: scenario.hasManualProposalEpc,
    redLineMinimumBaseline: hasKnownBaseline ? baseline : null,
    outOfPocketEntered: usd(scenario.outOfPocketCost),
    treeAdderAmount: usd(scenario.siteSettings?.treeAdderAmount ?? 0),
    incentives: scenario.incentives,
    customerState: scenario.customerState,
  });
  const fee = priced.financeFee;
  const addersPerWatt = priced.adderTotals.perWatt;
  const bounds = epcBoundsStatus(
    priced.proposalEpc,
    priced.minEpc,
    priced.maxEpc,
    scenario.hasManualProposalEpc,
  );
  const floorInput = {
    isRedLine: scenario.isRedLine,
    proposalEpc: priced.proposalEpc,
    baseEpc: priced.baseEpc,
    addersPerWatt,
    financeFee: fee,
    baseline,
    hasKnownBaseline,
  };
  const lowerBound = scenario.isRedLine
    ? redLineLowerBound(baseline)
    : standardLowerBound(baseline, addersPerWatt);

  const schedule = priced.schedule;
  const projection = thirtyYearProjection({
    preSolarMonthlyBill,
    postSolarMonthlyBill,
    escalator: percent(scenario.annualEnergyRateEscalator ?? 0),
    initialPeriodPayment: priced.loan.initialPeriodPayment,
    initialPeriodMonths: schedule?.initialPayments ?? 0,
    loanMonthlyPayment: priced.loan.loanMonthlyPayment,
    termMonths: schedule ? schedule.initialPayments + schedule.remainingTerm : 0,
    outOfPocketCost: priced.outOfPocketCost,
    isCash: priced.isCash,
    totalSystemCost: priced.totalSystemCost,
    totalIncentives: priced.incentives.total,
  });

  const split = commissionSplit(scenario.split, scenario.isLeadSetterCloser);
  const state = scenario.customerState;
  const stateAdder = scenario.installer?.adders.find((a) => a.state === state)?.adder ?? 0;
  const monthBasedPerWatt = priced.adderTotals.monthBasedPerWatt;
  const repMake = estimatedRepMake({
    totalSystemCost: priced.totalSystemCost,
    systemSize: size,
    baseline: rep,
    financeFee: fee,
    proposalEpc: priced.proposalEpc,
    addersPerWatt: usdPerWatt(addersPerWatt - monthBasedPerWatt),
    monthBasedAddersPerWatt: monthBasedPerWatt,
    stateAdderPerWatt: usdPerWatt(stateAdder),
    split,
  });

  const tooLow = isEpcTooLow(floorInput);
  const commissionWarning = hasCommissionWarning(floorInput);
  const messages = proposalChecks({
    hasPowerInfo,
    powerCompany: scenario.powerCompany,
    solarOffset: after.solarOffset,
    systemSize: size,
    totalSystemCost: priced.totalSystemCost,
    netSystemCost: priced.netSystemCost,
    financeOption: scenario.financeOption,
    isCash: priced.isCash,
    bounds,
    hasManualProposalEpc: scenario.hasManualProposalEpc,
    points: scenario.points,
    hasTemplate: scenario.template !== null,
    annualEnergyRateEscalator: scenario.annualEnergyRateEscalator,
    panelArrays: arrays,
    totalPanels: panelCount,
    minimumPanels: minimumPanels(scenario.isRedLine, baseTemplate),
    isEpcTooLow: tooLow,
    hasCommissionWarning: commissionWarning,
    baseEpc: priced.baseEpc,
    totalIncentives: priced.incentives.total,
    outOfPocketEntered: scenario.outOfPocketCost,
    isPriceFormed: priced.isPriceFormed,
    isFeeInRange: !scenario.isRedLine || priced.financeFee <= MAX_FINANCE_FEE_PCT,
    isBillUnreachable: isBillUnreachable(scenario.preSolarPowerUsage, scenario.preSolarPlan),
  });

  const southOrder = orderBySouth(arrays);
  return {
    systemSize: size,
    systemSizeWatts: kwToWatts(size),
    totalPanels: panelCount,
    panelArrays: arrays.map((array, index) => ({
      annualProduction: applyShading(arrayAnnualProduction(array), shading),
      isNorthFacing: isNorthFacing(array.azimuth),
      southRank: southOrder.indexOf(index),
    })),
    annualPowerUsage,
    preSolarMonthlyBill,
    proposalPostSolarMonthlyBill: postSolarMonthlyBill,
    totalAnnualProductionBeforeShading: annualBefore,
    totalAnnualProduction: annualAfter,
    estimatedProductionAfterShading: annualAfter,
    shadingReductionPct: shading,
    efficiencyReduction: efficiency,
    solarOffsetBeforeShading: before.solarOffset,
    totalOffsetBeforeShading: before.totalOffset,
    solarOffset: after.solarOffset,
    totalOffset: after.totalOffset,
    customAdders: adders,
    adders: priced.adderTotals.items,
    adderDollars: priced.adderTotals.dollars,
    addersPerWatt: usdToPerWatt(priced.adderTotals.dollars, size),
    baseEpc: priced.baseEpc,
    proposalEpc: priced.proposalEpc,
    minEpc: priced.minEpc,
    maxEpc: priced.maxEpc,
    lowerBound,
    totalSystemCost: priced.totalSystemCost,
    outOfPocketCost: priced.outOfPocketCost,
    netSystemCost: priced.netSystemCost,
    incentives: priced.incentives.entries,
    totalIncentives: priced.incentives.total,
    totalLocalIncentives: priced.incentives.totalLocal,
    isCash: priced.isCash,
    loanMonthlyPayment: priced.loan.loanMonthlyPayment,
    loanMonthlyPaymentRounded: displayedPayment(priced.loan.loanMonthlyPayment),
    initialPeriodPayment: priced.loan.initialPeriodPayment,
    initialPeriodPaymentRounded: displayedPayment(priced.loan.initialPeriodPayment),
    initialPeriodPaymentCount: initialPaymentCount(scenario.financeOption),
    thirtyYearCostOfElectric: projection.thirtyYearCostOfElectric,
    thirtyYearNetSavings: projection.thirtyYearNetSavings,
    monthlySavings: projection.monthlySavings,
    projection: projection.years,
    homeValueUplift: homeValueUplift(size),
    estimatedRepMake: repMake,
    split,
    baseline: rep,
    isEpcTooLow: tooLow,
    hasCommissionWarning: commissionWarning,
    canGenerate: !messages.some((m) => m.blocksGenerate),
    messages,
    ...(hourlyBills?.hourlyBill ? { hourlyBill: hourlyBills.hourlyBill } : {}),
  };
}
