import type { ProposalDeck } from '@pb/core';
import type { DeckVisibility } from '../../utils/deck-slides';

/** What every slide gets: the deck data, the layout and the utility rules. */
export interface SlideProps {
  deck: ProposalDeck;
  /** Under 768 px wide: the stacked mobile layout. */
  isMobile: boolean;
  /** Rendered for the PDF: fixed 1280 × 720, no animation, every step shown. */
  isPrint: boolean;
  visibility: DeckVisibility;
}
