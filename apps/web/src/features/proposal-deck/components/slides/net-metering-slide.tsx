import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MeteringRule, ProposalHourlyBill } from '@pb/core';
import { formatDollars, formatWhole } from '../../utils/deck-format';
import { HourlyDayChart } from './hourly-day-chart';
import { FigureTile, SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

const RULE_TEXT: Record<MeteringRule, string> = {
  'net-metering':
    'Under net metering, energy you send to the grid offsets energy you buy in the same time-of-use period, and credits carry to later months.',
  'net-billing':
    'Under net billing, every hour you send energy to the grid is credited at that hour’s export rate, well below what you pay to buy it, so the solar your home uses as it is made saves the most.',
  'buy-all-sell-all':
    'Your home buys all its energy from the grid and all your solar is sold at the export rate.',
};

/**
 * Net metering on an hourly plan (issue 35): a typical summer and winter day hour by hour, the
 * share of solar used at home, and the year's bill before and after solar from the hourly engine.
 */
function HourlyNetMetering({
  deck,
  hourly,
  isMobile,
}: Pick<SlideProps, 'deck' | 'isMobile'> & { hourly: ProposalHourlyBill }) {
  const color = deck.brand.palette.dark;
  return (
    <Box
      component="section"
      aria-label="Hourly picture"
      sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography component="h3" sx={{ fontSize: 22, fontWeight: 700 }}>
        Net Metering, hour by hour
      </Typography>
      <Typography sx={{ fontSize: 15 }}>
        {RULE_TEXT[hourly.metering]}
        {hourly.isLoadModelled && ' Home use is modelled from your monthly usage.'}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', gap: 2 }}>
        <HourlyDayChart
          title="Typical summer day"
          day={hourly.typicalDays.summer}
          isLoadModelled={hourly.isLoadModelled}
        />
        <HourlyDayChart
          title="Typical winter day"
          day={hourly.typicalDays.winter}
          isLoadModelled={hourly.isLoadModelled}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, '& > *': { flex: 1 } }}>
        <FigureTile
          label="Solar used at home"
          value={`${Math.round(hourly.selfConsumedShare * 100)}%`}
          color={color}
          isMobile={isMobile}
        />
        <FigureTile
          label="Sent to the grid per year"
          value={`${formatWhole(hourly.annual.exportKwh)} kWh`}
          color={color}
          isMobile={isMobile}
        />
        <FigureTile
          label="Bill with solar per year"
          value={formatDollars(hourly.annual.withSolar)}
          color={color}
          isMobile={isMobile}
        />
      </Box>
    </Box>
  );
}

/** Net Metering + Monitoring; on an hourly plan, the hourly picture instead of the text. */
export function NetMeteringSlide({ deck, isMobile, isPrint }: SlideProps) {
  const f = deck.figures;
  const color = deck.brand.palette.dark;
  if (f.hourlyBill) {
    return (
      <SlideFrame
        deck={deck}
        isMobile={isMobile}
        isPrint={isPrint}
        title="Net Metering + Monitoring"
      >
        <HourlyNetMetering deck={deck} hourly={f.hourlyBill} isMobile={isMobile} />
      </SlideFrame>
    );
  }
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
