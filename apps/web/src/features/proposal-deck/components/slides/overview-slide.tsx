import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDeckDate, formatDollars, formatKw, formatWhole } from '../../utils/deck-format';
import { FigureTile, SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

/** Overview: the proposal at a glance. */
export function OverviewSlide({ deck, isMobile, isPrint }: SlideProps) {
  const f = deck.figures;
  const color = deck.brand.palette.dark;
  const payment = f.isCash
    ? { label: 'Your investment', value: formatDollars(f.netSystemCost) }
    : { label: 'Monthly payment', value: `${formatDollars(f.loanMonthlyPaymentRounded)}/mo` };
  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="Overview">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography sx={{ fontSize: isMobile ? 18 : 22 }}>
          Proposal {deck.proposalNumber} for {deck.customer.firstName} {deck.customer.lastName},
          prepared {formatDeckDate(deck.preparedAt)}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: isMobile ? '1fr' : 'repeat(3, 1fr)',
            gap: 2,
          }}
        >
          <FigureTile
            label="System size"
            value={formatKw(f.systemSize)}
            color={color}
            isMobile={isMobile}
          />
          <FigureTile
            label="Panels"
            value={String(f.totalPanels)}
            detail={deck.panelName}
            color={color}
            isMobile={isMobile}
          />
          <FigureTile
            label="Yearly production"
            value={`${formatWhole(f.totalAnnualProduction)} kWh`}
            color={color}
            isMobile={isMobile}
          />
          <FigureTile
            label={payment.label}
            value={payment.value}
            color={color}
            isMobile={isMobile}
          />
          <FigureTile
            label="Incentives"
            value={formatDollars(f.totalIncentives)}
            color={color}
            isMobile={isMobile}
          />
          <FigureTile
            label="Utility bill with solar"
            value={`${formatDollars(f.proposalPostSolarMonthlyBill)}/mo`}
            color={color}
            isMobile={isMobile}
          />
        </Box>
      </Box>
    </SlideFrame>
  );
}
