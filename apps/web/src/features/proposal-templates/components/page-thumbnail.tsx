import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { BaseTemplate, TemplatePage } from '@pb/core';
import { memo, type ComponentType } from 'react';
import { useBrandPalette } from '../api/get-brand-templates';
import {
  AboutUsArt,
  CostBreakdownArt,
  CoverArt,
  FinancingOptionsArt,
  SystemInfoArt,
} from './slide-art-intro';
import { NetMeteringArt, OverviewArt, ProjectedSavingsArt, TimelineArt } from './slide-art-outlook';
import { SLIDE_HEIGHT, SLIDE_WIDTH, type SlideArtProps } from './slide-parts';
import { TEMPLATE_PAGE_LABELS } from './template-page-labels';

const ART: Record<TemplatePage, ComponentType<SlideArtProps>> = {
  ProposalCover: CoverArt,
  SystemInfo: SystemInfoArt,
  AboutUs: AboutUsArt,
  FinancingOptions: FinancingOptionsArt,
  CostBreakdown: CostBreakdownArt,
  ProjectedSavings: ProjectedSavingsArt,
  NetMetering: NetMeteringArt,
  Timeline: TimelineArt,
  Overview: OverviewArt,
};

type PageThumbnailProps = {
  page: TemplatePage;
  baseTemplate: BaseTemplate;
  /** Rendered width (px, or any CSS width); the height follows the 16:9 slide. */
  width: number | string;
  /** Thumbnails next to a visible page name are decorative; alone they are named images. */
  isDecorative?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A drawing of one deck page type in the brand's palette: what the customer-facing slide is laid
 * out like, not the slide itself (that needs a proposal). Memoised: lists show many of them.
 */
export const PageThumbnail = memo(function PageThumbnail({
  page,
  baseTemplate,
  width,
  isDecorative = false,
  sx,
}: PageThumbnailProps) {
  const Art = ART[page];
  const palette = useBrandPalette(baseTemplate);
  const label = `${TEMPLATE_PAGE_LABELS[page]} page`;
  return (
    <Box
      sx={[
        {
          width,
          flexShrink: 0,
          aspectRatio: `${SLIDE_WIDTH} / ${SLIDE_HEIGHT}`,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: '#fff',
          border: 1,
          borderColor: 'divider',
          lineHeight: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <svg
        viewBox={`0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}`}
        width="100%"
        height="100%"
        role={isDecorative ? undefined : 'img'}
        aria-hidden={isDecorative || undefined}
        aria-label={isDecorative ? undefined : label}
        preserveAspectRatio="xMidYMid meet"
      >
        <rect width={SLIDE_WIDTH} height={SLIDE_HEIGHT} fill="#fff" />
        <Art palette={palette} brandName={baseTemplate} />
      </svg>
    </Box>
  );
});
