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
 * The signed agreement documents of a proposal: the one chosen on the Agreement step when it is
 * signed, else every one the contract knows is completed or the provider now reports completed
 * (the stepper's poll may not have seen the signature yet). A provider that cannot answer
 * refuses the save (502): a price must not move while a signature may have landed.
 */
async function signedDocuments(
  db: Db,
  documents: DocumentProvider,
  log: Pick<FastifyBaseLogger, 'warn'>,
  proposalId: string,
): Promise<ContractDocument[]> {
  const [row] = await db
    .select({ pandaDocs: contracts.pandaDocs, chosen: contracts.pandaDocId })
    .from(contracts)
    .where(eq(contracts.id, proposalId));
  if (!row) return [];
  const signed = row.pandaDocs.filter((d) => d.pandaDocStatus === 'completed');
  const chosen = signed.find((d) => d.pandaDocId === row.chosen);
  if (chosen) return [chosen];
  for (const doc of row.pandaDocs.filter((d) => UNFINISHED.has(d.pandaDocStatus))) {
    let status;
    try {
      status = await documents.getDocumentStatus(doc.pandaDocId);
    } catch (err) {
      log.warn({ err }, ONBOARDING_MESSAGES.couldNotGetDocumentStatus);
      throw new AppError('UPSTREAM_FAILED', ONBOARDING_MESSAGES.couldNotGetDocumentStatus);
    }
    if (status === 'completed') signed.push(doc);
  }
  return signed;
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
 * whose total, out of pocket, loan amount and monthly payment are not those a signed document
 * states (the chosen one, once chosen) is refused with 409; any other edit goes through.
 */
export async function assertSignedPriceKept(
  db: Db,
  documents: DocumentProvider,
  log: Pick<FastifyBaseLogger, 'warn'>,
  existing: ProposalRow,
  next: NewPrice,
): Promise<void> {
  const docs = await signedDocuments(db, documents, log, existing.id);
  if (docs.length === 0) return;
  const storedPrice = {
    totalSystemCost: existing.totalSystemCost,
    outOfPocketCost: existing.outOfPocketCost,
    loanAmount: loanAmount(
      existing.totalSystemCost,
      existing.outOfPocketCost,
      isCashDeal(existing.details.financeOption),
    ),
    loanMonthlyPayment: existing.loanMonthlyPayment,
  };
  const prices: Omit<AgreementPrice, 'proposalId' | 'proposalNumber'>[] = docs.map(
    (d) => d.price ?? storedPrice,
  );
  const nextLoan = loanAmount(
    next.totalSystemCost,
    next.outOfPocketCost,
    isCashDeal(next.details.financeOption),
  );
  const keeps = (signed: (typeof prices)[number]) =>
    !differs(next.totalSystemCost, signed.totalSystemCost) &&
    !differs(next.outOfPocketCost, signed.outOfPocketCost) &&
    !differs(nextLoan, signed.loanAmount) &&
    !differs(next.loanMonthlyPayment, signed.loanMonthlyPayment);
  if (!prices.some(keeps)) {
    throw new AppError(
      'CONFLICT',
      M.signedPriceFrozen(existing.proposalNumber, money(prices[0]!.totalSystemCost)),
    );
  }
}
