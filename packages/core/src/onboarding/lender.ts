import { LENDER_GROUPS, LENDERS, type Lender } from './onboarding-constants';

/**
 * The lender of a finance option by its name (Loanpal, Goodleap, Sunlight or Enium, matched as
 * a word, case-insensitive); null for a cash deal or an unknown lender.
 */
export function lenderOf(financeOptionName: string | null | undefined): Lender | null {
  if (!financeOptionName) return null;
  const name = financeOptionName.toLowerCase();
  return LENDERS.find((l) => new RegExp(`\\b${l.toLowerCase()}\\b`).test(name)) ?? null;
}

/** A cash deal: no finance option, or one named cash, or one without a loan term. */
export function isCashDeal(
  financeOption: { name: string; lengthInYears?: number } | null | undefined,
): boolean {
  if (!financeOption) return true;
  if (/\bcash\b/i.test(financeOption.name)) return true;
  return (financeOption.lengthInYears ?? 1) <= 0;
}

/** The loan id a lender without an API gets when Continue is pressed (spec 3 §4 Credit step). */
export function fixedLoanId(lender: Lender): string | null {
  if (lender === 'Sunlight') return 'SunLight';
  if (lender === 'Enium') return 'Enium';
  return null;
}

/** Lenders whose approval is looked up by reference number (the proposal id). */
export const lenderHasLookup = (lender: Lender) => lender === 'Goodleap' || lender === 'Loanpal';

export interface LenderLinkInput {
  baseTemplate: string;
  lender: Lender;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  rep: { firstName: string; lastName: string; email: string };
  systemCost: number;
  loanAmount: number;
}

/** The lender application page Go opens: the group's site with customer, rep and cost. */
export function lenderApplicationUrl(input: LenderLinkInput): string {
  const group =
    LENDER_GROUPS.find((g) => g.baseTemplate.toLowerCase() === input.baseTemplate.toLowerCase()) ??
    LENDER_GROUPS[0];
  const q = new URLSearchParams({
    lender: input.lender,
    firstName: input.customer.firstName,
    lastName: input.customer.lastName,
    email: input.customer.email,
    phone: input.customer.phone,
    repName: `${input.rep.firstName} ${input.rep.lastName}`.trim(),
    repEmail: input.rep.email,
    systemCost: String(Math.ceil(input.systemCost)),
    loanAmount: String(Math.ceil(input.loanAmount)),
  });
  return `https://${group.link}.com/apply?${q.toString()}`;
}

/** Picks the approved loan of a lender's answer; the message when there is none. */
export function approvedLoan(
  loans: readonly { id: string; status: string }[],
): { loanId: string } | { error: 'Loan was not approved' | 'Loan has not been filled out yet' } {
  if (loans.length === 0) return { error: 'Loan has not been filled out yet' };
  const approved = loans.find((l) => l.status.toUpperCase() === 'APPROVED');
  return approved ? { loanId: approved.id } : { error: 'Loan was not approved' };
}
