import {
  isCashDeal,
  loanAmount,
  PROPOSAL_MESSAGES as M,
  ONBOARDING_MESSAGES,
  type AgreementPrice,
  type ContractDocument,
  type FinanceOption,
} from '@pb/core';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { contracts } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { DocumentProvider } from '../../integrations/documents/document-provider';
import type { ProposalRow } from './proposals.repository';

const UNFINISHED = new Set(['uploaded', 'draft', 'sent', 'viewed']);

/**
 * The signed agreement document of a proposal, if any: one the contract already knows is
 * completed, or one still out for signature that the provider now reports completed (the
 * stepper's poll may not have seen the signature yet). A provider that cannot answer refuses
 * the save (502): a price must not move while a signature may have landed.
 */
async function signedDocument(
  db: Db,
  documents: DocumentProvider,
  log: Pick<FastifyBaseLogger, 'warn'>,
  proposalId: string,
): Promise<ContractDocument | null> {
  const [row] = await db
    .select({ pandaDocs: contracts.pandaDocs })
    .from(contracts)
    .where(eq(contracts.id, proposalId));
  if (!row) return null;
  const known = row.pandaDocs.find((d) => d.pandaDocStatus === 'completed');
  if (known) return known;
  for (const doc of row.pandaDocs.filter((d) => UNFINISHED.has(d.pandaDocStatus))) {
    let status;
    try {
      status = await documents.getDocumentStatus(doc.pandaDocId);
    } catch (err) {
      log.warn({ err }, ONBOARDING_MESSAGES.couldNotGetDocumentStatus);
      throw new AppError('UPSTREAM_FAILED', ONBOARDING_MESSAGES.couldNotGetDocumentStatus);
    }
    if (status === 'completed') return doc;
  }
  return null;
}

const money = (n: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(n);

/** What a save would store, as the price an agreement states. */
interface NewPrice {
  totalSystemCost: number;
  outOfPocketCost: number;
  loanMonthlyPayment: number;
  details: { financeOption: Pick<FinanceOption, 'name' | 'lengthInYears'> | null };
}

const differs = (a: number, b: number) => Math.abs(a - b) > 0.005;

/**
 * Once its agreement is signed, a proposal's price is frozen (issue 31, decision 0046): a save
 * that would change the total, the out of pocket, the loan amount or the monthly payment from
 * what the signed document states is refused with 409; any other edit goes through.
 */
export async function assertSignedPriceKept(
  db: Db,
  documents: DocumentProvider,
  log: Pick<FastifyBaseLogger, 'warn'>,
  existing: ProposalRow,
  next: NewPrice,
): Promise<void> {
  const doc = await signedDocument(db, documents, log, existing.id);
  if (!doc) return;
  const signed: Omit<AgreementPrice, 'proposalId' | 'proposalNumber'> = doc.price ?? {
    totalSystemCost: existing.totalSystemCost,
    outOfPocketCost: existing.outOfPocketCost,
    loanAmount: loanAmount(
      existing.totalSystemCost,
      existing.outOfPocketCost,
      isCashDeal(existing.details.financeOption),
    ),
    loanMonthlyPayment: existing.loanMonthlyPayment,
  };
  const nextLoan = loanAmount(
    next.totalSystemCost,
    next.outOfPocketCost,
    isCashDeal(next.details.financeOption),
  );
  if (
    differs(next.totalSystemCost, signed.totalSystemCost) ||
    differs(next.outOfPocketCost, signed.outOfPocketCost) ||
    differs(nextLoan, signed.loanAmount) ||
    differs(next.loanMonthlyPayment, signed.loanMonthlyPayment)
  ) {
    throw new AppError(
      'CONFLICT',
      M.signedPriceFrozen(existing.proposalNumber, money(signed.totalSystemCost)),
    );
  }
}
