import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SlideProps } from './slide-props';

/** The PDF page size in CSS pixels of a slide rendered for print (16:9). */
export const PRINT_WIDTH = 1280;
export const PRINT_HEIGHT = 720;

type SlideFrameProps = Pick<SlideProps, 'deck' | 'isMobile' | 'isPrint'> & {
  title: string;
  children: ReactNode;
  /** Hides the title bar (the cover has its own). */
  isBare?: boolean;
};

/** A slide: the brand's title bar with the logo, then the content. */
export function SlideFrame({ deck, isMobile, isPrint, title, children, isBare }: SlideFrameProps) {
  const { palette } = deck.brand;
  return (
    <Box
      component="section"
      aria-label={title}
      data-pdf-slide={title}
      sx={{
        width: isPrint ? PRINT_WIDTH : '100%',
        height: isPrint ? PRINT_HEIGHT : isMobile ? 'auto' : '100%',
        minHeight: isMobile && !isPrint ? '100%' : undefined,
        bgcolor: '#ffffff',
        color: palette.text,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        fontFamily: 'Roboto, Arial, sans-serif',
      }}
    >
      {!isBare && (
        <Box
          sx={{
            bgcolor: palette.veryDark,
            color: '#ffffff',
            px: isMobile ? 2 : 4,
            py: isMobile ? 1.5 : 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Typography
            component="h2"
            sx={{ fontSize: isMobile ? 22 : 30, fontWeight: 700, lineHeight: 1.2 }}
          >
            {title}
          </Typography>
          <Box
            component="img"
            src={deck.brand.logo}
            alt={`${deck.brand.name} logo`}
            sx={{ height: isMobile ? 28 : 40, bgcolor: '#ffffff', borderRadius: 1, px: 1 }}
          />
        </Box>
      )}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          p: isBare ? 0 : isMobile ? 2 : 4,
          overflow: isPrint ? 'hidden' : 'auto',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A figure tile: a big value over its label. */
export function FigureTile({
  label,
  value,
  detail,
  color,
  isMobile,
  isDense = false,
}: {
  label: string;
  value: string;
  detail?: string;
  color: string;
  isMobile: boolean;
  /** Less padding and a smaller value, for a column of tiles beside a chart. */
  isDense?: boolean;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        border: 2,
        borderColor: color,
        borderRadius: 2,
        p: isMobile || isDense ? 1.5 : 2,
        minWidth: 0,
      }}
    >
      <Typography
        sx={{
          fontSize: isMobile ? 24 : isDense ? 28 : 32,
          fontWeight: 700,
          color,
          lineHeight: 1.2,
        }}
      >
        {value}
      </Typography>
      <Typography sx={{ fontSize: isMobile ? 14 : 16, fontWeight: 500 }}>{label}</Typography>
      {detail && <Typography sx={{ fontSize: 14 }}>{detail}</Typography>}
    </Box>
  );
}
