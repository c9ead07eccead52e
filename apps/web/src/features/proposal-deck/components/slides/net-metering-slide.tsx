import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatWhole } from '../../utils/deck-format';
import { FigureTile, SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

/** Net Metering + Monitoring. */
export function NetMeteringSlide({ deck, isMobile, isPrint }: SlideProps) {
  const f = deck.figures;
  const color = deck.brand.palette.dark;
  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="Net Metering + Monitoring">
      <Box sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', gap: 3 }}>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography component="h3" sx={{ fontSize: 22, fontWeight: 700 }}>
            Net Metering
          </Typography>
          <Typography sx={{ fontSize: 17 }}>
            When your panels make more energy than your home uses, the extra flows to{' '}
            {deck.powerCompanyName || 'your utility'} and is credited on your bill. At night and on
            cloudy days you draw energy back from the grid.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, '& > *': { flex: 1 } }}>
            <FigureTile
              label="Produced per year"
              value={`${formatWhole(f.totalAnnualProduction)} kWh`}
              color={color}
              isMobile={isMobile}
            />
            <FigureTile
              label="Used per year"
              value={`${formatWhole(f.annualPowerUsage)} kWh`}
              color={color}
              isMobile={isMobile}
            />
          </Box>
        </Box>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography component="h3" sx={{ fontSize: 22, fontWeight: 700 }}>
            Monitoring
          </Typography>
          <Typography sx={{ fontSize: 17 }}>
            Your {deck.inverterName || 'inverter'} reports your system's production every day. Watch
            it in the monitoring app and we will be alerted if anything needs attention.
          </Typography>
        </Box>
      </Box>
    </SlideFrame>
  );
}
