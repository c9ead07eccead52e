import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ProposalDeck } from '@pb/core';
import type { DeckVisibility } from '../../utils/deck-slides';
import { formatDollars, formatKw, formatPercent1, formatWhole } from '../../utils/deck-format';
import { initialPaymentCount } from '../../utils/initial-period';
import { SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

interface Fact {
  label: string;
  value: string;
}

/** The facts the summary reveals one by one, all engine figures of the saved proposal. */
export function summaryFacts(deck: ProposalDeck, visibility: DeckVisibility): Fact[] {
  const f = deck.figures;
  const facts: (Fact | false)[] = [
    { label: 'Your electric bill today', value: `${formatDollars(f.preSolarMonthlyBill)}/mo` },
    { label: 'Your yearly usage', value: `${formatWhole(f.annualPowerUsage)} kWh` },
    { label: 'Your solar system', value: formatKw(f.systemSize) },
    { label: 'Panels on your roof', value: `${f.totalPanels} × ${deck.panelName}` },
    { label: 'Clean energy each year', value: `${formatWhole(f.totalAnnualProduction)} kWh` },
    visibility.showOffset && { label: 'Usage offset', value: formatPercent1(f.totalOffset) },
    {
      label: 'Your utility bill with solar',
      value: `${formatDollars(f.proposalPostSolarMonthlyBill)}/mo`,
    },
    f.isCash
      ? { label: 'Your investment', value: formatDollars(f.netSystemCost) }
      : { label: 'Your solar payment', value: `${formatDollars(f.loanMonthlyPaymentRounded)}/mo` },
    !f.isCash && {
      label: `First ${initialPaymentCount(f)} payments`,
      value: `${formatDollars(f.initialPeriodPaymentRounded)}/mo`,
    },
    { label: 'Incentives', value: formatDollars(f.totalIncentives) },
    {
      label: '30 years of electricity without solar',
      value: formatDollars(f.thirtyYearCostOfElectric),
    },
    visibility.showOffset && {
      label: '30 year net savings',
      value: formatDollars(f.thirtyYearNetSavings),
    },
    { label: 'Added home value', value: formatDollars(f.homeValueUplift) },
  ];
  return facts.filter((x): x is Fact => x !== false);
}

/** The summary's reveal steps: one a fact, so each click shows something new (decision 0056). */
export const summaryStepCount = (deck: ProposalDeck, visibility: DeckVisibility) =>
  summaryFacts(deck, visibility).length;

type SummarySlideProps = SlideProps & {
  /** How many facts show (1 to all); the deck's arrows step it too. All of them in print. */
  shown?: number;
  onShownChange?: (shown: number) => void;
};

/**
 * The animated customer summary (the financing slideshow): the facts appear one a step, by its
 * own arrows or the deck's (slide arrows and keyboard arrows reveal before they move on).
 */
export function SummarySlide({
  deck,
  isMobile,
  isPrint,
  visibility,
  shown: shownProp,
  onShownChange,
}: SummarySlideProps) {
  const facts = summaryFacts(deck, visibility);
  const count = facts.length;
  const shown =
    isPrint || shownProp === undefined ? count : Math.min(count, Math.max(1, shownProp));
  const { palette } = deck.brand;
  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="Your Solar Summary">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        {!isPrint && (
          <Box data-pdf-skip sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton
              aria-label="Previous step"
              disabled={shown <= 1}
              onClick={() => onShownChange?.(shown - 1)}
            >
              <ArrowBackIcon />
            </IconButton>
            <Box sx={{ flex: 1 }}>
              <LinearProgress
                variant="determinate"
                value={(shown / count) * 100}
                aria-label="Summary progress"
              />
            </Box>
            <Typography aria-live="polite" sx={{ fontSize: 14, minWidth: 90, textAlign: 'right' }}>
              Step {shown} of {count}
            </Typography>
            <IconButton
              aria-label="Next step"
              disabled={shown >= count}
              onClick={() => onShownChange?.(shown + 1)}
            >
              <ArrowForwardIcon />
            </IconButton>
          </Box>
        )}
        <Box
          component="ul"
          aria-label="Summary"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: isMobile ? '1fr' : '1fr 1fr',
            gap: 1,
          }}
        >
          {facts.slice(0, shown).map((fact, i) => (
            <Box
              component="li"
              key={fact.label}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                px: 2,
                py: 1,
                borderRadius: 1,
                bgcolor: i === shown - 1 && !isPrint ? palette.light : '#f9fafb',
                borderLeft: 4,
                borderColor: palette.main,
                '@media (prefers-reduced-motion: no-preference)': isPrint
                  ? undefined
                  : { animation: 'deck-fade-in 400ms ease-out' },
                '@keyframes deck-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
              }}
            >
              <Typography sx={{ fontSize: isMobile ? 15 : 18 }}>{fact.label}</Typography>
              <Typography
                sx={{ fontSize: isMobile ? 16 : 20, fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </SlideFrame>
  );
}
