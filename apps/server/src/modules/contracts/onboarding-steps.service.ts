import { absoluteUrl } from '../../config/public-url';
import { faultPoint } from '../../lib/fault-point';
import {
  approvedLoan,
  contractFieldValues,
  fillContractFields,
  firstUnfinishedStep,
  fixedLoanId,
  isCashDeal,
  lenderApplicationUrl,
  lenderHasLookup,
  lenderOf,
  ONBOARDING_MESSAGES as M,
  templateMatches,
  type Contract,
  type ContractDocument,
  type CreateDocumentInput,
  type OnboardingContext,
} from '@pb/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractTemplates, customers, proposals } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { requireVisible } from '../proposals/proposals.service';
import type { ProposalRow } from '../proposals/proposals.repository';
import { agreementPriceOf } from './agreement-price';
import { findContractRow, toContract, type ContractRow } from './contracts.repository';
import { canFix, requireContract, write, type ContractDeps } from './contracts.service';

/**
 * The onboarding steps of a contract (spec 3 §6): the context the stepper opens with, credit,
 * the agreement document and its signing status, the survey slot, the welcome email and the
 * signed PDF. Contract reads, edits and the fix screen are in contracts.service.ts.
 */
export async function customerOf(db: Db, proposal: ProposalRow) {
  const [c] = await db.select().from(customers).where(eq(customers.id, proposal.customerId));
  if (!c) throw notFound(M.contractDoesNotExist);
  return c;
}

const baseTemplateOf = (p: ProposalRow) => p.template?.baseTemplate ?? 'Solex';

/** Active, mapped contract templates matching the proposal's brand and the customer's state. */
async function templatesFor(deps: ContractDeps, baseTemplate: string, state: string) {
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

/**
 * POST /api/Contracts/{id}/documents: Generate Agreement. Fills the template's mapped fields
 * from the proposal's stored figures, creates the document (recipients Sales Rep = the closer,
 * Customer), and only then marks the proposal isContractGenerated.
 */
export async function createAgreementDocument(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  input: CreateDocumentInput,
): Promise<Contract> {
  const { proposal, row } = await requireContract(deps.db, user, id);
  const templates = await templatesFor(deps, baseTemplateOf(proposal), row.state);
  const template = templates.find((t) => t.id === input.contractTemplateId);
  if (!template) throw new AppError('UNPROCESSABLE', M.templateNotAvailable);
  const d = proposal.details;
  const price = agreementPriceOf(proposal);
  const values = contractFieldValues({
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      address1: row.address,
      address2: '',
      city: row.city,
      state: row.state,
      zip: row.zip,
      phone: row.phone,
      email: row.email,
    },
    inverter: d.inverter ? { name: d.inverter.name } : null,
    panel: d.panel ? { name: d.panel.name, cells: d.panel.cells } : null,
    powerCompany: d.powerCompany ? { name: d.powerCompany.name } : null,
    financeOption:
      d.financeOption && !isCashDeal(d.financeOption)
        ? { apr: d.financeOption.apr, lengthInYears: d.financeOption.lengthInYears }
        : null,
    proposal: {
      systemSize: proposal.systemSize,
      totalSystemCost: proposal.totalSystemCost,
      outOfPocketCost: price.outOfPocketCost,
      proposalEpc: proposal.proposalEpc,
      totalAnnualProduction: proposal.totalAnnualProduction,
      panelArrays: d.panelArrays,
    },
    today: deps.today(),
  });
  const fields = fillContractFields(template.record.fields, values).map((f) => ({
    name: f.name,
    value: f.value,
  }));
  let created;
  try {
    created = await deps.integrations.documents.createDocument({
      name: input.name,
      templateId: template.id,
      recipients: [
        { ...input.closer, role: 'Sales Rep' },
        { email: row.email, firstName: row.firstName, lastName: row.lastName, role: 'Customer' },
      ],
      fields,
    });
  } catch (err) {
    deps.log.warn({ err }, 'document creation failed');
    throw new AppError('UPSTREAM_FAILED', M.couldNotCreateContract);
  }
  const doc: ContractDocument = {
    pandaDocId: created.id,
    pandaDocStatus: created.status,
    name: created.name,
    created: created.dateCreated,
    signingUrl: created.signingUrl,
    hasSignedPdf: false,
    price,
  };
  await deps.db
    .update(proposals)
    .set({ isContractGenerated: true, updatedAt: new Date() })
    .where(eq(proposals.id, id));
  const fresh = (await findContractRow(deps.db, id))!;
  const updated = await write(deps.db, user, fresh, {
    contractId: input.name,
    pandaDocs: [...fresh.pandaDocs, doc],
  });
  return refreshDocuments(deps, user, id, updated);
}

/**
 * POST /api/Contracts/{id}/documents/refresh: re-checks every unfinished document's status,
 * sends drafts ('Click the link to see your agreement.' / 'Your agreement has been created!'),
 * and stores what changed. A failed status check keeps the previous record.
 */
export async function refreshDocuments(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  known?: ContractRow,
): Promise<Contract> {
  const row = known ?? (await requireContract(deps.db, user, id)).row;
  const provider = deps.integrations.documents;
  let changed = false;
  const docs: ContractDocument[] = [];
  for (const doc of row.pandaDocs) {
    if (doc.pandaDocStatus === 'completed' || doc.pandaDocStatus === 'failed') {
      docs.push(doc);
      continue;
    }
    let status: ContractDocument['pandaDocStatus'] | null;
    try {
      status = await provider.getDocumentStatus(doc.pandaDocId);
    } catch (err) {
      deps.log.warn({ err }, M.couldNotGetDocumentStatus);
      docs.push(doc);
      continue;
    }
    if (!status) {
      docs.push(doc);
      continue;
    }
    // The built-in provider's email is recorded (and queued) before the document is sent, once
    // per document by its key: a crash between the two steps neither loses nor repeats it.
    const customerEmail = row.email;
    if (status === 'draft' && provider.kind === 'built-in' && doc.signingUrl && customerEmail) {
      await deps.integrations.mailer.queue({
        to: customerEmail,
        subject: M.sendSubject,
        text: `${M.sendMessage}\n\n${absoluteUrl(deps.publicUrl, doc.signingUrl)}`,
        contractId: row.id,
        idempotencyKey: `agreement:${doc.pandaDocId}`,
      });
      faultPoint('agreement-email-queued');
    }
    if (status === 'draft') {
      try {
        await provider.sendDocument(doc.pandaDocId, {
          message: M.sendMessage,
          subject: M.sendSubject,
        });
        status = 'sent';
        faultPoint('agreement-document-sent');
      } catch (err) {
        deps.log.warn({ err }, M.failedToSendAgreement);
        status = 'failed';
      }
    }
    const hasSignedPdf = status === 'completed' ? true : doc.hasSignedPdf;
    if (status !== doc.pandaDocStatus || hasSignedPdf !== doc.hasSignedPdf) changed = true;
    docs.push({ ...doc, pandaDocStatus: status, hasSignedPdf });
  }
  if (!changed) return toContract(row);
  const completed = docs.filter((d) => d.pandaDocStatus === 'completed');
  const chosen =
    row.pandaDocId && completed.some((d) => d.pandaDocId === row.pandaDocId)
      ? {}
      : completed.length === 1
        ? { pandaDocId: completed[0]!.pandaDocId, pandaDocStatus: 'completed' }
        : {};
  try {
    return toContract(await write(deps.db, user, row, { pandaDocs: docs, ...chosen }));
  } catch (err) {
    // Another poll stored the same news first: answer the current record.
    if (err instanceof AppError && err.code === 'CONFLICT') {
      return toContract((await findContractRow(deps.db, id))!);
    }
    throw err;
  }
}

/**
 * POST /api/Contracts/{id}/agreement: Continue on the Agreement step. Exactly one completed
 * document is used automatically; several need a choice.
 */
export async function selectAgreement(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  pandaDocId: string | undefined,
): Promise<Contract> {
  const { row } = await requireContract(deps.db, user, id);
  const completed = row.pandaDocs.filter((d) => d.pandaDocStatus === 'completed');
  if (completed.length === 0) throw new AppError('UNPROCESSABLE', M.documentNotSigned);
  let chosen = completed.length === 1 ? completed[0]! : undefined;
  if (completed.length > 1) {
    chosen = completed.find((d) => d.pandaDocId === pandaDocId);
    if (!chosen) throw new AppError('UNPROCESSABLE', M.selectAgreement);
  }
  return toContract(
    await write(deps.db, user, row, {
      pandaDocId: chosen!.pandaDocId,
      pandaDocStatus: 'completed',
    }),
  );
}

/** GET /api/Contracts/{id}/documents/{docId}/pdf: the signed agreement. */
export async function signedPdf(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  docId: string,
): Promise<Buffer> {
  const { row } = await requireContract(deps.db, user, id);
  if (!row.pandaDocs.some((d) => d.pandaDocId === docId)) throw notFound(M.documentNotFound);
  const pdf = await deps.integrations.documents.getSignedPdf(docId);
  if (!pdf) throw notFound(M.documentNotFound);
  return pdf;
}
