import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FigureTile, SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

/** The company's stats (spec 3 §2 About Us). */
export const ABOUT_US_STATS = [
  { value: '175,164', label: 'solar panels installed' },
  { value: '1,273,142', label: 'pounds of CO2 eliminated' },
  { value: '200,000', label: 'trees planted' },
] as const;

/** About Us: the three stats, the brand's about text and its contact details. */
export function AboutUsSlide({ deck, isMobile, isPrint }: SlideProps) {
  const { brand } = deck;
  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="About Us">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: isMobile ? 2 : 4 }}>
        <Typography sx={{ fontSize: isMobile ? 18 : 24 }}>{brand.about}</Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: isMobile ? 'column' : 'row',
            gap: 2,
            '& > *': { flex: 1 },
          }}
        >
          {ABOUT_US_STATS.map((s) => (
            <FigureTile
              key={s.label}
              label={s.label}
              value={s.value}
              color={brand.palette.dark}
              isMobile={isMobile}
            />
          ))}
        </Box>
        <Box
          aria-label="Contact details"
          role="group"
          sx={{ bgcolor: brand.palette.light, borderRadius: 2, p: isMobile ? 2 : 3 }}
        >
          <Typography sx={{ fontSize: 20, fontWeight: 700 }}>{brand.name}</Typography>
          <Typography sx={{ fontSize: 16 }}>{brand.address1}</Typography>
          <Typography sx={{ fontSize: 16 }}>{brand.address2}</Typography>
          <Typography sx={{ fontSize: 16 }}>{brand.phone}</Typography>
          <Typography sx={{ fontSize: 16 }}>{brand.email}</Typography>
          <Typography sx={{ fontSize: 16 }}>{brand.website}</Typography>
        </Box>
      </Box>
    </SlideFrame>
  );
}
