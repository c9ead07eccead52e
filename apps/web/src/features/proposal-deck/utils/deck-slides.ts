import type { ProposalDeck, TemplatePage } from '@pb/core';

/** A slide of the deck: a template page, or the animated customer summary. */
export type SlideKind = TemplatePage | 'Summary';

/** Titles shown on the slides and in the slide counter. */
export const SLIDE_TITLES: Record<SlideKind, string> = {
  ProposalCover: 'Cover',
  SystemInfo: 'System Info',
  AboutUs: 'About Us',
  FinancingOptions: 'Financing Options',
  CostBreakdown: 'Cost Breakdown',
  ProjectedSavings: '30 Year Projected Savings',
  NetMetering: 'Net Metering + Monitoring',
  Timeline: 'The Timeline',
  Overview: 'Overview',
  Summary: 'Your Solar Summary',
};

export const isGeorgiaPower = (powerCompanyName: string) => /georgia power/i.test(powerCompanyName);
export const isJacksonEmc = (powerCompanyName: string) => /jackson emc/i.test(powerCompanyName);

/** What the utility rules hide (spec 3 §2 Customer-facing deck). */
export interface DeckVisibility {
  /** Georgia Power and Jackson EMC hide the Post Solar Payment row. */
  showPostSolarPayment: boolean;
  /** Georgia Power hides the percent offset, the net savings and offset tiles. */
  showOffset: boolean;
  /** Georgia Power has its own utility disclaimer. */
  isGeorgiaPower: boolean;
}

export function deckVisibility(powerCompanyName: string): DeckVisibility {
  const georgia = isGeorgiaPower(powerCompanyName);
  return {
    showPostSolarPayment: !georgia && !isJacksonEmc(powerCompanyName),
    showOffset: !georgia,
    isGeorgiaPower: georgia,
  };
}

const CASH_DROPS: readonly TemplatePage[] = ['FinancingOptions', 'ProjectedSavings', 'Timeline'];

/**
 * The slides in deck order: the template's pages in its order, minus what the rules drop (cash
 * drops Financing Options, Projected Savings and Timeline; Georgia Power drops Projected
 * Savings), with the animated summary (the financing slideshow) where it stands in the
 * template, right after Financing Options, also when the rules drop that page (a cash deal keeps
 * the order, issue 33); last only when the template has no Financing Options
 * (docs/decisions/0016).
 */
export function deckSlides(
  deck: Pick<ProposalDeck, 'pages' | 'powerCompanyName' | 'figures'>,
): SlideKind[] {
  const isShown = (p: TemplatePage) =>
    !(deck.figures.isCash && CASH_DROPS.includes(p)) &&
    !(p === 'ProjectedSavings' && isGeorgiaPower(deck.powerCompanyName));
  const slides: SlideKind[] = [];
  for (const page of deck.pages) {
    if (isShown(page)) slides.push(page);
    if (page === 'FinancingOptions') slides.push('Summary');
  }
  if (!slides.includes('Summary')) slides.push('Summary');
  return slides;
}
