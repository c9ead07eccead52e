import { isCashDeal, loanAmount, type AgreementPrice } from '@pb/core';
import type { ProposalRow } from '../proposals/proposals.repository';

/**
 * The price a proposal's agreement states, from its stored, server-computed figures: the total,
 * the out of pocket, the loan amount (core's loanAmount: total − out of pocket, 0 for cash) and
 * the monthly payment. The Credit step, the lender link, the CRM records and the agreement's
 * fields all read the loan amount from here.
 */
export function agreementPriceOf(proposal: ProposalRow): AgreementPrice {
  return {
    proposalId: proposal.id,
    proposalNumber: proposal.proposalNumber,
    totalSystemCost: proposal.totalSystemCost,
    outOfPocketCost: proposal.outOfPocketCost,
    loanAmount: loanAmount(
      proposal.totalSystemCost,
      proposal.outOfPocketCost,
      isCashDeal(proposal.details.financeOption),
    ),
    loanMonthlyPayment: proposal.loanMonthlyPayment,
  };
}
