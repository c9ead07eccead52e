import {
  firstGroupFixedCost,
  PROPOSAL_MESSAGES as M,
  PRODUCT_BASE_TEMPLATE,
  isCashOption,
  isTodayOnly,
  loanSchedule,
  type BrandTemplate,
  type ProposalDeck,
} from '@pb/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandTemplates } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { findCustomerRow } from '../customers/customers.repository';
import type { ProposalRow } from '../proposals/proposals.repository';
import { requireVisible } from '../proposals/proposals.service';

/** Adders that are pricing mechanics, not something installed: never listed to the customer. */
const HIDDEN_ITEMS = new Set([
  'Free Months Incentive',
  'Today Only Incentive',
  'Small System',
  'Multiple Array',
  'Steep Pitch',
  'Solcius',
]);

async function brandOf(db: Db, row: ProposalRow): Promise<Omit<BrandTemplate, 'id'>> {
  const base = row.template?.baseTemplate ?? PRODUCT_BASE_TEMPLATE;
  const [brand] = await db
    .select()
    .from(brandTemplates)
    .where(eq(brandTemplates.baseTemplate, base));
  const [fallback] = brand
    ? [brand]
    : await db
        .select()
        .from(brandTemplates)
        .where(eq(brandTemplates.baseTemplate, PRODUCT_BASE_TEMPLATE));
  if (!fallback) throw notFound(M.proposalNotFound);
  const { id: _id, ...rest } = fallback as BrandTemplate;
  return rest;
}

/**
 * The customer-facing deck of a saved proposal (spec 3 §2 "Customer-facing deck"): every number
 * is a figure the engine computed when the proposal was saved (`proposals.figures`); the
 * projection inputs come from the same figures and the finance option's loan schedule (core),
 * so the escalator slider re-runs `thirtyYearProjection` and nothing else.
 */
export async function buildDeck(
  db: Db,
  row: ProposalRow,
  roofImageUrl: (row: ProposalRow) => string,
): Promise<ProposalDeck> {
  const customer = await findCustomerRow(db, row.customerId);
  if (!customer) throw notFound(M.proposalNotFound);
  const f = row.figures;
  const d = row.details;
  const option = d.financeOption;
  const schedule = option && !isCashOption(option) ? loanSchedule(option) : null;
  return {
    proposalId: row.id,
    proposalNumber: row.proposalNumber,
    preparedAt: row.updatedAt.toISOString(),
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      address1: customer.address1,
      address2: customer.address2,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
    },
    baseTemplate: row.template?.baseTemplate ?? PRODUCT_BASE_TEMPLATE,
    pages: row.template?.pages ?? [],
    brand: await brandOf(db, row),
    powerCompanyName: d.powerCompany?.name ?? '',
    financeOptionName: option?.name ?? '',
    financeLengthInYears: option?.lengthInYears ?? 0,
    panelName: d.panel?.name ?? '',
    inverterName: d.inverter?.name ?? '',
    panelArrays: d.panelArrays.map((a) => ({
      panels: a.panels,
      azimuth: a.azimuth ?? 0,
      tilt: a.tilt,
    })),
    roofImageUrl: row.roofImagePath ? roofImageUrl(row) : '',
    roofImageDrawing: row.roofImageDrawing,
    annualEnergyRateEscalator: row.annualEnergyRateEscalator ?? 0,
    incentives: f.incentives
      .filter((e) => e.deduction !== 0)
      .map((e) => ({
        name: e.incentive.name,
        deduction: e.deduction,
        isTodayOnly: isTodayOnly(e.incentive),
        isLocal: e.incentive.scope !== 'Federal',
      })),
    includedItems: f.customAdders
      .filter((a) => !a.isRoofType && a.months === 0 && !HIDDEN_ITEMS.has(a.name))
      .map((a) => ({
        name: a.name,
        dollars: f.adders.find((x) => x.name === a.name)?.dollars ?? 0,
        numTrees: a.numTrees,
      })),
    connectionFee: firstGroupFixedCost(d.postSolarPlan),
    figures: {
      systemSize: f.systemSize,
      totalPanels: f.totalPanels,
      annualPowerUsage: f.annualPowerUsage,
      totalAnnualProduction: f.totalAnnualProduction,
      totalOffset: f.totalOffset,
      preSolarMonthlyBill: f.preSolarMonthlyBill,
      proposalPostSolarMonthlyBill: f.proposalPostSolarMonthlyBill,
      totalSystemCost: f.totalSystemCost,
      outOfPocketCost: f.outOfPocketCost,
      netSystemCost: f.netSystemCost,
      totalIncentives: f.totalIncentives,
      totalLocalIncentives: f.totalLocalIncentives,
      isCash: f.isCash,
      loanMonthlyPaymentRounded: f.loanMonthlyPaymentRounded,
      initialPeriodPaymentRounded: f.initialPeriodPaymentRounded,
      initialPeriodPaymentCount: f.initialPeriodPaymentCount,
      thirtyYearCostOfElectric: f.thirtyYearCostOfElectric,
      thirtyYearNetSavings: f.thirtyYearNetSavings,
      monthlySavings: f.monthlySavings,
      projection: f.projection,
      homeValueUplift: f.homeValueUplift,
      ...(f.hourlyBill ? { hourlyBill: f.hourlyBill } : {}),
    },
    projectionInput: {
      preSolarMonthlyBill: f.preSolarMonthlyBill,
      postSolarMonthlyBill: f.proposalPostSolarMonthlyBill,
      initialPeriodPayment: f.initialPeriodPayment,
      // The same month structure computeProposal projects with: X₀ for the initial payments
      // (17, or 12 for Enium), then the re-amortised payment for the rest of the term.
      initialPeriodMonths: schedule?.initialPayments ?? 0,
      loanMonthlyPayment: f.loanMonthlyPayment,
      termMonths: schedule ? schedule.initialPayments + schedule.remainingTerm : 0,
      outOfPocketCost: f.outOfPocketCost,
      isCash: f.isCash,
      totalSystemCost: f.totalSystemCost,
      totalIncentives: f.totalIncentives,
    },
  };
}

/** GET /api/Proposals/{id}/deck: the deck of a proposal the caller may see. */
export async function getProposalDeck(db: Db, user: AuthUser, id: string): Promise<ProposalDeck> {
  const row = await requireVisible(db, user, id);
  return buildDeck(db, row, (r) => `/api/files/${r.roofImagePath}`);
}
