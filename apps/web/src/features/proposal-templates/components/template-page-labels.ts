import type { TemplatePage } from '@pb/core';

/** How each deck page type is named on screen (spec 3 §2 "Customer-facing deck"). */
export const TEMPLATE_PAGE_LABELS: Record<TemplatePage, string> = {
  ProposalCover: 'Proposal Cover',
  SystemInfo: 'System Info',
  AboutUs: 'About Us',
  FinancingOptions: 'Financing Options',
  CostBreakdown: 'Cost Breakdown',
  ProjectedSavings: '30 Year Projected Savings',
  NetMetering: 'Net Metering + Monitoring',
  Timeline: 'The Timeline',
  Overview: 'Overview',
};
