import { type Usd, usd } from '../units';

/**
 * The loan amount (spec 3 §4 Credit, §7 CustomerInstalls.loanAmount): what the lender finances,
 * the total system cost minus what the customer pays out of pocket, never below 0; a cash deal
 * borrows nothing. The Credit step, the lender link, the CRM records and the agreement's fields
 * all take it from here.
 */
export function loanAmount(totalSystemCost: number, outOfPocketCost: number, isCash: boolean): Usd {
  if (isCash) return usd(0);
  const financed = totalSystemCost - Math.max(0, outOfPocketCost);
  return usd(financed > 0 ? financed : 0);
}
