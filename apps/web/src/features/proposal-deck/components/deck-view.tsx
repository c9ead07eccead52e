import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import ArrowForwardIosIcon from '@mui/icons-material/ArrowForwardIos';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProposalDeck } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { deckSlides, deckVisibility, SLIDE_TITLES } from '../utils/deck-slides';
import { DeckSlide } from './deck-slide';
import { summaryStepCount } from './slides/summary-slide';
import { PrintDeck } from './print-deck';
import { ShareDialog } from './share-dialog';

/** Below this width the slides use their mobile layout (spec 3 §2). */
export const MOBILE_QUERY = '(max-width:767.95px)';
export const PDF_FILENAME = 'proposal.pdf';
export const EXPORT_FAILED = 'Could not export the PDF.';

type DeckViewProps = {
  deck: ProposalDeck;
  /** view and edit: signed-in (edit adds the drawing); shared: a customer's share link. */
  mode: 'view' | 'edit' | 'shared';
  onSaveDrawing?: (drawing: string) => Promise<unknown>;
};

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'slider' ||
    target.closest('[role="dialog"]') !== null);

/**
 * The customer-facing deck: one slide at a time, back and next arrows (disabled at the ends)
 * and the keyboard arrows, the round PDF export button, and Share with customer for reps.
 */
export function DeckView({ deck, mode, onSaveDrawing }: DeckViewProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const slides = useMemo(() => deckSlides(deck), [deck]);
  const visibility = useMemo(() => deckVisibility(deck.powerCompanyName), [deck.powerCompanyName]);
  const [index, setIndex] = useState(0);
  const summarySteps = useMemo(() => summaryStepCount(deck, visibility), [deck, visibility]);
  const [summaryShown, setSummaryShown] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const [isSharing, setIsSharing] = useState(false);
  const printRef = useRef<HTMLDivElement>(null);
  const current = Math.min(index, slides.length - 1);
  const kind = slides[current]!;
  const { palette } = deck.brand;
  // On the summary the arrows reveal its facts first (decision 0056): forward shows the next
  // fact, back hides the last one; only then do they change the slide. Coming back to the
  // summary from the slide after it shows every fact.
  const canRevealMore = kind === 'Summary' && summaryShown < summarySteps;
  const canHideOne = kind === 'Summary' && summaryShown > 1;
  const isFirst = current === 0 && !canHideOne;
  const isLast = current === slides.length - 1 && !canRevealMore;
  const step = (direction: 1 | -1) => {
    if (direction === 1 && canRevealMore) return setSummaryShown(summaryShown + 1);
    if (direction === -1 && canHideOne) return setSummaryShown(summaryShown - 1);
    const next = Math.min(slides.length - 1, Math.max(0, current + direction));
    if (next === current) return;
    if (slides[next] === 'Summary') setSummaryShown(direction === 1 ? 1 : summarySteps);
    setIndex(next);
  };
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTypingTarget(e.target)) return;
      if (e.key === 'ArrowRight') stepRef.current(1);
      if (e.key === 'ArrowLeft') stepRef.current(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!isExporting) return;
    let isCancelled = false;
    const run = async () => {
      // Two frames: the off-screen slides are laid out and the chart has drawn.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const container = printRef.current;
      if (!container || isCancelled) return;
      try {
        const title = `Proposal for ${deck.customer.firstName} ${deck.customer.lastName}`;
        // pdf-lib and the font engine load only when someone exports.
        const { downloadPdf, slidesToPdf } = await import('../utils/pdf/dom-to-pdf');
        downloadPdf(await slidesToPdf(container, title), PDF_FILENAME);
      } catch (error) {
        console.error(error);
        enqueueSnackbar(EXPORT_FAILED, { variant: 'error' });
      } finally {
        if (!isCancelled) setIsExporting(false);
      }
    };
    void run();
    return () => {
      isCancelled = true;
    };
  }, [isExporting, deck.customer.firstName, deck.customer.lastName]);

  const arrow = (direction: 'back' | 'next') => {
    const isBack = direction === 'back';
    return (
      <IconButton
        aria-label={isBack ? 'Previous slide' : 'Next slide'}
        disabled={isBack ? isFirst : isLast}
        onClick={() => step(isBack ? -1 : 1)}
        sx={{
          bgcolor: '#ffffff',
          color: palette.veryDark,
          boxShadow: 2,
          '&:hover': { bgcolor: palette.light },
          '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.4)' },
        }}
        size={isMobile ? 'medium' : 'large'}
      >
        {isBack ? <ArrowBackIosNewIcon /> : <ArrowForwardIosIcon />}
      </IconButton>
    );
  };

  const exportButton = (
    <Fab
      aria-label="Export PDF"
      size={isMobile ? 'medium' : 'large'}
      onClick={() => setIsExporting(true)}
      disabled={isExporting}
      sx={{ bgcolor: palette.main, color: '#ffffff', '&:hover': { bgcolor: palette.dark } }}
    >
      {isExporting ? (
        <CircularProgress size={24} aria-label="Exporting PDF" sx={{ color: '#ffffff' }} />
      ) : (
        <PictureAsPdfIcon />
      )}
    </Fab>
  );

  const slide = (
    <DeckSlide
      key={kind}
      kind={kind}
      deck={deck}
      isMobile={isMobile}
      isPrint={false}
      visibility={visibility}
      onSaveDrawing={mode === 'edit' ? onSaveDrawing : undefined}
      summaryShown={summaryShown}
      onSummaryShownChange={setSummaryShown}
    />
  );

  const counter = (
    <Typography aria-live="polite" sx={{ color: '#ffffff', fontSize: isMobile ? 14 : 16 }}>
      {current + 1} / {slides.length} · {SLIDE_TITLES[kind]}
    </Typography>
  );

  const shareButton =
    mode !== 'shared' ? (
      <Button
        variant="contained"
        startIcon={<ShareIcon />}
        onClick={() => setIsSharing(true)}
        sx={{ bgcolor: '#ffffff', color: palette.veryDark, '&:hover': { bgcolor: palette.light } }}
      >
        {isMobile ? 'Share' : 'Share with customer'}
      </Button>
    ) : null;

  return (
    <Box
      component="main"
      aria-label="Proposal"
      sx={{
        minHeight: '100dvh',
        height: isMobile ? 'auto' : '100dvh',
        bgcolor: palette.veryDark,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {isMobile ? (
        <>
          <Box sx={{ flex: 1 }}>{slide}</Box>
          <Box
            sx={{
              // Sticky, not fixed: it stays in view while scrolling and never covers the end
              // of the slide.
              position: 'sticky',
              bottom: 0,
              px: 1.5,
              py: 1,
              bgcolor: palette.veryDark,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              zIndex: 10,
            }}
          >
            {arrow('back')}
            <Box sx={{ textAlign: 'center', minWidth: 0 }}>{counter}</Box>
            {shareButton}
            {exportButton}
            {arrow('next')}
          </Box>
        </>
      ) : (
        <>
          <Box
            sx={{
              flex: 1,
              minHeight: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              px: 2,
              pt: 2,
            }}
          >
            {arrow('back')}
            <Box
              sx={{
                width: 'min(100%, calc((100dvh - 110px) * 16 / 9))',
                aspectRatio: '16 / 9',
                boxShadow: 6,
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              {slide}
            </Box>
            {arrow('next')}
          </Box>
          <Box
            sx={{
              height: 80,
              px: 4,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            {counter}
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              {shareButton}
              {exportButton}
            </Box>
          </Box>
        </>
      )}
      {isExporting && (
        <PrintDeck ref={printRef} deck={deck} slides={slides} visibility={visibility} />
      )}
      {mode !== 'shared' && (
        <ShareDialog
          proposalId={deck.proposalId}
          isOpen={isSharing}
          onClose={() => setIsSharing(false)}
        />
      )}
    </Box>
  );
}
