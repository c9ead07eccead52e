import type { ContractVariableKey } from '../catalogue/contract-variables';
import { loanAmount } from '../loan/loan-amount';
import { formatContractDate } from './format-contract-date';
import { formatUsPhone } from '../api/phone-number';

/** What contract variables are read from (spec 3 §5 "Contract field templating"). */
export interface ContractContext {
  customer: {
    firstName: string;
    lastName: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    email: string;
  };
  inverter: { name: string } | null;
  panel: { name: string; cells: number } | null;
  powerCompany: { name: string } | null;
  /** null for a cash deal */
  financeOption: { apr: number; lengthInYears: number } | null;
  proposal: {
    /** kW */
    systemSize: number;
    /** dollars */
    totalSystemCost: number;
    /** dollars the customer pays up front */
    outOfPocketCost: number;
    /** $/W */
    proposalEpc: number;
    /** kWh, year 1 */
    totalAnnualProduction: number;
    panelArrays: readonly { panels: number }[];
  };
  /** Today as 'YYYY-MM-DD' in the business's time zone. */
  today: string;
}

/**
 * Made on first use: creating a number format is the costliest line of this package's evaluation
 * (ICU sets up a formatter), and a page that makes no contract need not pay for it (decision 0043).
 */
let wholeNumber: Intl.NumberFormat | undefined;
const formatWholeNumber = (value: number) =>
  (wholeNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(value);

/** Whole dollars rounded up, float noise dropped (19 840.0000001 → '19,840'; never '-0'). */
const dollarsUp = (value: number) => formatWholeNumber(Math.ceil(value - 1e-9) || 0);

/** Drops float noise: 6.4000000001 → '6.4'. */
function decimal(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}

/**
 * Every contract variable's text: names, address, contact; system size in kW and in watts;
 * total cost, down payment and loan amount rounded up to whole dollars (en-US grouping, e.g.
 * '19,841'); today as MM/DD/YYYY;
 * price per watt to 2 decimals; year-1 production in whole kWh; APR, term and panel count.
 */
export function contractFieldValues(ctx: ContractContext): Record<ContractVariableKey, string> {
  const { customer, proposal } = ctx;
  // A cash deal has no finance option here: it borrows nothing.
  const isCash = ctx.financeOption === null;
  const panels = proposal.panelArrays.reduce((sum, a) => sum + a.panels, 0);
  return {
    customerFirstName: customer.firstName,
    customerLastName: customer.lastName,
    customerFullName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerAddress: [customer.address1, customer.address2]
      .filter((s) => s.trim() !== '')
      .join(' '),
    customerPhone: formatUsPhone(customer.phone),
    customerEmail: customer.email,
    customerCity: customer.city,
    customerState: customer.state,
    customerZip: customer.zip,
    systemSizeKw: decimal(proposal.systemSize, 3),
    systemSizeWatts: String(Math.round(proposal.systemSize * 1000)),
    totalCost: dollarsUp(proposal.totalSystemCost),
    downPayment: dollarsUp(proposal.outOfPocketCost),
    loanAmount: dollarsUp(loanAmount(proposal.totalSystemCost, proposal.outOfPocketCost, isCash)),
    inverter: ctx.inverter?.name ?? '',
    panelType: ctx.panel?.name ?? '',
    panelSize: ctx.panel ? String(ctx.panel.cells) : '',
    utilityCompany: ctx.powerCompany?.name ?? '',
    today: formatContractDate(ctx.today),
    pricePerWatt: proposal.proposalEpc.toFixed(2),
    yearOneProduction: String(Math.round(proposal.totalAnnualProduction)),
    loanApr: ctx.financeOption ? decimal(ctx.financeOption.apr, 3) : '',
    loanLength: ctx.financeOption ? String(ctx.financeOption.lengthInYears) : '',
    numberOfPanels: String(panels),
  };
}
