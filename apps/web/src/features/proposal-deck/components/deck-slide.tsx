import type { SlideKind } from '../utils/deck-slides';
import { AboutUsSlide } from './slides/about-us-slide';
import { CostBreakdownSlide } from './slides/cost-breakdown-slide';
import { CoverSlide } from './slides/cover-slide';
import { FinancingOptionsSlide } from './slides/financing-options-slide';
import { NetMeteringSlide } from './slides/net-metering-slide';
import { OverviewSlide } from './slides/overview-slide';
import { ProjectedSavingsSlide } from './slides/projected-savings-slide';
import type { SlideProps } from './slides/slide-props';
import { SummarySlide } from './slides/summary-slide';
import { SystemInfoSlide } from './slides/system-info-slide';
import { TimelineSlide } from './slides/timeline-slide';

type DeckSlideProps = SlideProps & {
  kind: SlideKind;
  onSaveDrawing?: (drawing: string) => Promise<unknown>;
  /** The summary's reveal, held by the deck so its arrows step it (decision 0056). */
  summaryShown?: number;
  onSummaryShownChange?: (shown: number) => void;
};

/** One slide by its page type. */
export function DeckSlide({
  kind,
  onSaveDrawing,
  summaryShown,
  onSummaryShownChange,
  ...props
}: DeckSlideProps) {
  switch (kind) {
    case 'ProposalCover':
      return <CoverSlide {...props} />;
    case 'SystemInfo':
      return <SystemInfoSlide {...props} onSaveDrawing={onSaveDrawing} />;
    case 'AboutUs':
      return <AboutUsSlide {...props} />;
    case 'FinancingOptions':
      return <FinancingOptionsSlide {...props} />;
    case 'CostBreakdown':
      return <CostBreakdownSlide {...props} />;
    case 'ProjectedSavings':
      return <ProjectedSavingsSlide {...props} />;
    case 'NetMetering':
      return <NetMeteringSlide {...props} />;
    case 'Timeline':
      return <TimelineSlide {...props} />;
    case 'Overview':
      return <OverviewSlide {...props} />;
    case 'Summary':
      return <SummarySlide {...props} shown={summaryShown} onShownChange={onSummaryShownChange} />;
  }
}
