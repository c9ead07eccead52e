import type { BrandPalette } from '@pb/core';

/** Drawing units of every slide thumbnail: a 16:9 slide. */
export const SLIDE_WIDTH = 160;
export const SLIDE_HEIGHT = 90;
export const SLIDE_FONT = 'Roboto, Arial, sans-serif';

/** What every slide drawing gets: the brand's colours and its name (for the logo mark). */
export type SlideArtProps = { palette: BrandPalette; brandName: string };

/** A line of text drawn as a rounded bar. */
export function TextBar({
  x,
  y,
  width,
  height = 2.4,
  fill = '#cbd5e1',
  opacity,
}: {
  x: number;
  y: number;
  width: number;
  height?: number;
  fill?: string;
  opacity?: number;
}) {
  return (
    <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={fill} opacity={opacity} />
  );
}

/** The heading of a content slide: an accent stripe and the page's title. */
export function SlideTitle({ title, palette }: { title: string; palette: BrandPalette }) {
  return (
    <g>
      <rect x={8} y={7} width={2.2} height={8} rx={1} fill={palette.main} />
      <text
        x={13}
        y={13.6}
        fontFamily={SLIDE_FONT}
        fontSize={7}
        fontWeight={700}
        fill={palette.text}
      >
        {title}
      </text>
    </g>
  );
}

/** The brand's mark in the slide's bottom-right corner (the deck shows the template's logo). */
export function BrandMark({
  palette,
  brandName,
  color,
}: SlideArtProps & {
  color?: string;
}) {
  return (
    <g>
      <circle cx={SLIDE_WIDTH - 34} cy={SLIDE_HEIGHT - 6.2} r={2} fill={palette.main} />
      <text
        x={SLIDE_WIDTH - 30.5}
        y={SLIDE_HEIGHT - 4.6}
        fontFamily={SLIDE_FONT}
        fontSize={4.4}
        fontWeight={700}
        fill={color ?? palette.dark}
      >
        {brandName.toUpperCase()}
      </text>
    </g>
  );
}
