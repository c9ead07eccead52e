import {
  approvedLoan,
  firstUnfinishedStep,
  fixedLoanId,
  isCashDeal,
  lenderApplicationUrl,
  lenderHasLookup,
  lenderOf,
  ONBOARDING_MESSAGES as M,
  templateMatches,
  type Contract,
  type OnboardingContext,
} from '@pb/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractTemplates, customers } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { requireVisible } from '../proposals/proposals.service';
import type { ProposalRow } from '../proposals/proposals.repository';
import { agreementPriceOf } from './agreement-price';
import { findContractRow, toContract } from './contracts.repository';
import { canFix, requireContract, write, type ContractDeps } from './contracts.service';

/**
 * The onboarding steps of a contract (spec 3 §6): the context the stepper opens with and credit.
 * The agreement document and its signing status are in agreement-document.service.ts, the survey
 * slot and the welcome email in onboarding-finish.service.ts; contract reads, edits and the fix
 * screen in contracts.service.ts.
 */
export async function customerOf(db: Db, proposal: ProposalRow) {
  const [c] = await db.select().from(customers).where(eq(customers.id, proposal.customerId));
  if (!c) throw notFound(M.contractDoesNotExist);
  return c;
}

export const baseTemplateOf = (p: ProposalRow) => p.template?.baseTemplate ?? 'Solex';

/** Active, mapped contract templates matching the proposal's brand and the customer's state. */
export async function templatesFor(deps: ContractDeps, baseTemplate: string, state: string) {
  const records = await deps.db
    .select()
    .from(contractTemplates)
    .where(eq(contractTemplates.isActive, true));
  const mapped = records.filter((r) => r.fields.some((f) => f.value !== ''));
  if (mapped.length === 0) return [];
  let names: Map<string, string>;
  try {
    names = new Map((await deps.integrations.documents.listTemplates()).map((t) => [t.id, t.name]));
  } catch {
    return [];
  }
  return mapped
    .map((r) => ({ id: r.pandadocId, name: names.get(r.pandadocId) ?? '', record: r }))
    .filter((t) => t.name && templateMatches(t.name, baseTemplate, state))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function areaGroupFor(deps: ContractDeps, state: string, metaData: Record<string, unknown>) {
  const bsaArea = typeof metaData.BsaAreaId === 'string' ? metaData.BsaAreaId : '';
  if (deps.integrations.crm.kind === 'http') return bsaArea ? { id: bsaArea, name: '' } : null;
  const rows = await deps.db.query.areaGroups.findMany();
  const group =
    rows.find((g) => g.states.includes(state)) ?? rows.find((g) => g.states.length === 0);
  return group ? { id: group.id, name: group.name } : null;
}

/** GET /api/Contracts/{id}/onboarding: the record (or null) and what the stepper needs. */
export async function getOnboardingContext(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
): Promise<OnboardingContext> {
  const proposal = await requireVisible(deps.db, user, id);
  const customer = await customerOf(deps.db, proposal);
  const row = (await findContractRow(deps.db, id)) ?? null;
  const finance = proposal.details.financeOption;
  const isCash = isCashDeal(finance);
  const lender = isCash ? null : lenderOf(finance?.name);
  const state = row?.state || customer.state;
  const templates = await templatesFor(deps, baseTemplateOf(proposal), state);
  const { loanAmount } = agreementPriceOf(proposal);
  const surveySkipped = row?.metaData.siteSurveySkipped === true;
  const creditSkipped = row?.metaData.creditSkipped === true;
  return {
    contract: row ? toContract(row) : null,
    proposal: {
      id: proposal.id,
      proposalNumber: proposal.proposalNumber,
      customerId: proposal.customerId,
      totalSystemCost: proposal.totalSystemCost,
      outOfPocketCost: proposal.outOfPocketCost,
      loanAmount,
      loanMonthlyPayment: proposal.loanMonthlyPayment,
      systemSize: proposal.systemSize,
      baseTemplate: baseTemplateOf(proposal),
      financeOptionName: finance?.name ?? '',
      panelsToAddToRecommendedBuild: proposal.details.panelsToAddToRecommendedBuild,
    },
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      address: customer.address1,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
      email: customer.email,
      phone: customer.phone,
    },
    isCash,
    lender,
    lenderLookup: !!lender && lenderHasLookup(lender) && deps.integrations.lender !== null,
    lenderUrl: lender
      ? lenderApplicationUrl({
          baseTemplate: baseTemplateOf(proposal),
          lender,
          customer: {
            firstName: row?.firstName || customer.firstName,
            lastName: row?.lastName || customer.lastName,
            email: row?.email || customer.email,
            phone: row?.phone || customer.phone,
          },
          rep: user,
          systemCost: proposal.totalSystemCost,
          loanAmount,
        })
      : '',
    contractTemplates: templates.map((t) => ({ id: t.id, name: t.name })),
    areaGroup: await areaGroupFor(deps, state, customer.metaData as Record<string, unknown>),
    surveySkipped,
    documentProvider: deps.integrations.documents.kind,
    customerPortalUrl: deps.customerPortalUrl,
    firstUnfinishedStep: row
      ? firstUnfinishedStep(
          {
            preQualDone: !!(row.firstName && row.email),
            loanId: row.loanId,
            creditSkipped,
            pandaDocId: row.pandaDocId,
            pandaDocStatus: row.pandaDocStatus,
            salesforceID: row.salesforceId,
            siteSurveySkipped: surveySkipped,
            emailSent: row.emailSent,
          },
          isCash,
        )
      : 0,
    canFix: canFix(user),
  };
}

/**
 * POST /api/Contracts/{id}/credit: the Credit step's Continue. Sunlight and Enium set fixed
 * loan ids; Goodleap and Loanpal look the loan up by the proposal id (the APPROVED one) when a
 * lender API is configured, else take the loan id the rep typed.
 */
export async function checkCredit(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  typedLoanId: string | undefined,
): Promise<Contract> {
  const { proposal, row } = await requireContract(deps.db, user, id);
  const lender = lenderOf(proposal.details.financeOption?.name);
  let loanId: string;
  const fixed = lender ? fixedLoanId(lender) : null;
  if (fixed) loanId = fixed;
  else if (lender && lenderHasLookup(lender) && deps.integrations.lender) {
    let loans;
    try {
      loans = await deps.integrations.lender.findLoans(proposal.id);
    } catch (err) {
      deps.log.warn({ err }, 'lender lookup failed');
      throw new AppError('UPSTREAM_FAILED', M.loanNotFilledOut);
    }
    const result = approvedLoan(loans);
    if ('error' in result) throw new AppError('UNPROCESSABLE', result.error);
    loanId = result.loanId;
  } else {
    if (!typedLoanId?.trim()) throw new AppError('UNPROCESSABLE', M.loanNotFilledOut);
    loanId = typedLoanId.trim();
  }
  return toContract(await write(deps.db, user, row, { loanId }));
}

/**
 * POST /api/Contracts/{id}/credit with `skip`: the Credit step's Skip, kept in the record's
 * metaData so reopening the stepper passes Credit instead of asking again (issue 33).
 */
export async function skipCredit(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
): Promise<Contract> {
  const { row } = await requireContract(deps.db, user, id);
  if (row.metaData.creditSkipped === true) return toContract(row);
  return toContract(
    await write(deps.db, user, row, { metaData: { ...row.metaData, creditSkipped: true } }),
  );
}
