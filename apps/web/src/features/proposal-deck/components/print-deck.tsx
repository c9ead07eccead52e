import Box from '@mui/material/Box';
import type { ProposalDeck } from '@pb/core';
import { forwardRef } from 'react';
import { createPortal } from 'react-dom';
import type { DeckVisibility, SlideKind } from '../utils/deck-slides';
import { DeckSlide } from './deck-slide';

type PrintDeckProps = { deck: ProposalDeck; slides: SlideKind[]; visibility: DeckVisibility };

/**
 * Every slide in its desktop layout at 1280 × 720, off screen, for the PDF: no animation, the
 * summary at its last step, no controls.
 */
export const PrintDeck = forwardRef<HTMLDivElement, PrintDeckProps>(function PrintDeck(
  { deck, slides, visibility },
  ref,
) {
  return createPortal(
    <Box
      ref={ref}
      aria-hidden
      sx={{ position: 'fixed', left: -20000, top: 0, width: 1280, pointerEvents: 'none' }}
    >
      {slides.map((kind) => (
        <DeckSlide
          key={kind}
          kind={kind}
          deck={deck}
          isMobile={false}
          isPrint
          visibility={visibility}
        />
      ))}
    </Box>,
    document.body,
  );
});
