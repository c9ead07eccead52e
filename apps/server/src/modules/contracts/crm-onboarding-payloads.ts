import { isCashDeal } from '@pb/core';
import { absoluteUrl } from '../../config/public-url';
import type { ProposalRow } from '../proposals/proposals.repository';
import { agreementPriceOf } from './agreement-price';
import type { ContractRow } from './contracts.repository';

/**
 * The CRM records that complete an onboarding (spec 3 §7), in the order they are created: the
 * survey and the adders hang on the customer install.
 */
export const ORDER = ['opportunity', 'customerInstall', 'siteSurvey', 'adders'] as const;
export type Kind = (typeof ORDER)[number];

const isItemNeeded = (adders: ProposalRow['customAdders'], word: RegExp) =>
  adders.some((a) => word.test(a.name));

/** The CRM payloads of spec 3 §7, from the contract and the proposal's stored figures. */
export function payloads(
  proposal: ProposalRow,
  c: ContractRow,
  bsaId: string,
  publicUrl: string,
): Record<Kind, Record<string, unknown>> {
  const d = proposal.details;
  const panels = d.panelArrays.reduce((s, a) => s + a.panels, 0);
  const fullName = `${c.firstName} ${c.lastName}`.trim();
  const today = new Date().toISOString().slice(0, 10);
  const finance = isCashDeal(d.financeOption) ? 'Cash' : (d.financeOption?.name ?? '');
  const proposalLink = absoluteUrl(publicUrl, `/public/proposal/${proposal.id}`);
  return {
    opportunity: {
      bsaId,
      installer: d.installerId ?? '',
      firstName: c.firstName,
      lastName: c.lastName,
      fullName,
      phone: c.phone,
      email: c.email,
      address: c.address,
      city: c.city,
      state: c.state,
      zip: c.zip,
      utilityCompany: d.powerCompany?.name ?? '',
      systemSize: proposal.systemSize,
      numberOfPanels: panels,
      signedContractDate: today,
      closeDate: today,
      stageName: 'Follow Up',
      totalSystemCost: proposal.totalSystemCost,
      financeCompany: finance,
      soldWithDukeRebate: proposal.details.incentives.some((i) => /duke/i.test(i.incentive.name)),
    },
    customerInstall: {
      email: c.email,
      name: fullName,
      coinAccountId: '',
      installer: d.installerId ?? '',
      bsaId,
      phone: c.phone,
      streetAddress: c.address,
      city: c.city,
      state: c.state,
      zip: c.zip,
      businessDeveloper: proposal.createdBy,
      regionalPartner: '',
      siteSurveyDate: c.siteSurvey?.siteSurveyDate ?? null,
      siteSurveyTime: c.siteSurvey?.startTime ?? null,
      areaGroupId: c.siteSurvey?.areaGroupId ?? null,
      closedDate: today,
      systemSize: proposal.systemSize,
      numberOfPanels: panels,
      financeCompany: finance,
      ledLights: isItemNeeded(proposal.customAdders, /led/i),
      thermostat: isItemNeeded(proposal.customAdders, /thermostat/i),
      insulation: isItemNeeded(proposal.customAdders, /insulation/i),
      powerCompany: d.powerCompany?.name ?? '',
      hoaStage: '',
      departmentStage: 'Site Survey',
      permitStage: '',
      loanId: c.loanId,
      loanAmount: agreementPriceOf(proposal).loanAmount,
      panelSize: d.panel?.cells ?? 0,
      firstYearIncentiveAmount: proposal.details.incentives.reduce((s, i) => s + i.deduction, 0),
      loanMonthlyPayment: proposal.loanMonthlyPayment,
      proposalLink,
      estimatedRepMake: 0,
    },
    siteSurvey: {
      siteSurveyDate: c.siteSurvey?.siteSurveyDate ?? null,
      siteSurveyTime: c.siteSurvey?.startTime ?? null,
      areaGroupId: c.siteSurvey?.areaGroupId ?? null,
      name: fullName,
      email: c.email,
      address: `${c.address}, ${c.city}, ${c.state} ${c.zip}`,
      phone: c.phone,
      proposalLink,
    },
    adders: {
      adders: proposal.customAdders.map((a) => ({ name: a.name, cost: a.adder })),
    },
  };
}

export const keyOf = (kind: Kind, c: ContractRow) =>
  kind === 'siteSurvey'
    ? `siteSurvey:${c.id}:${c.siteSurvey?.siteSurveyDate}:${c.siteSurvey?.startTime}`
    : `${kind}:${c.id}`;
