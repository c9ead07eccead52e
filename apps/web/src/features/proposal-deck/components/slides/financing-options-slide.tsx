import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDollars } from '../../utils/deck-format';
import { initialPaymentCount } from '../../utils/initial-period';
import { SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

export const FINANCING_DISCLAIMER = (initialPayments: number) =>
  `Your first loan payment is due about 60 days after installation. The first ${initialPayments} payments assume a 30% paydown of the system cost with your federal tax credit (26% where the earlier credit applies); without the paydown, the payments after them are higher.`;

/**
 * Financing Options (spec 3 §2): option name and years, the Today Only and other incentive
 * deductions, the payment rows, what is included, the disclaimer. Every amount is an engine
 * figure of the saved proposal.
 */
export function FinancingOptionsSlide({ deck, isMobile, isPrint, visibility }: SlideProps) {
  const { figures, brand } = deck;
  const count = initialPaymentCount(figures);
  const todayOnly = deck.incentives.filter((i) => i.isTodayOnly);
  const others = deck.incentives.filter((i) => !i.isTodayOnly);
  const rows: { label: string; value: string }[] = [
    {
      label: 'Monthly payment with all incentives applied',
      value: `${formatDollars(figures.loanMonthlyPaymentRounded)}/mo`,
    },
    { label: 'Total Local Incentives', value: formatDollars(figures.totalLocalIncentives) },
    ...(visibility.showPostSolarPayment
      ? [
          {
            label: 'Post Solar Payment',
            value: `${formatDollars(figures.proposalPostSolarMonthlyBill)}/mo`,
          },
        ]
      : []),
    {
      label: `First ${count} months: initial payment with only the 30% tax credit applied`,
      value: `${formatDollars(figures.initialPeriodPaymentRounded)}/mo`,
    },
    {
      label: 'Price before tax credits and incentives',
      value: formatDollars(figures.totalSystemCost),
    },
  ];
  const trees = deck.includedItems.filter((i) => i.numTrees > 0);
  const named = deck.includedItems.filter((i) => i.numTrees === 0);
  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="Financing Options">
      <Box sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', gap: 3 }}>
        <Box sx={{ flex: 1.4, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontSize: isMobile ? 22 : 26, fontWeight: 700 }}>
            {deck.financeOptionName}
          </Typography>
          <Typography sx={{ fontSize: 16, mb: 1 }}>{deck.financeLengthInYears} Years</Typography>
          {[...todayOnly, ...others].map((i) => (
            <Box
              key={i.name}
              sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 16, py: 0.5 }}
            >
              <span>{i.name}</span>
              <span>-{formatDollars(i.deduction)}</span>
            </Box>
          ))}
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 1 }}>
            <tbody>
              {rows.map((r) => (
                <Box
                  component="tr"
                  key={r.label}
                  sx={{ borderBottom: 1, borderColor: brand.palette.main }}
                >
                  <Box
                    component="th"
                    scope="row"
                    sx={{ textAlign: 'left', fontWeight: 400, py: 1, fontSize: isMobile ? 14 : 17 }}
                  >
                    {r.label}
                  </Box>
                  <Box
                    component="td"
                    sx={{
                      textAlign: 'right',
                      fontWeight: 700,
                      py: 1,
                      fontSize: isMobile ? 16 : 20,
                      whiteSpace: 'nowrap',
                      pl: 1,
                    }}
                  >
                    {r.value}
                  </Box>
                </Box>
              ))}
            </tbody>
          </Box>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ bgcolor: brand.palette.light, borderRadius: 2, p: 2 }}>
            <Typography component="h3" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
              Included in your install
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 0.5, fontSize: 16, listStyle: 'none' }}>
              {trees.map((t) => (
                <li key={t.name}>
                  • Tree work ({t.numTrees} trees) up to {formatDollars(t.dollars)}
                </li>
              ))}
              {named.map((i) => (
                <li key={i.name}>• {i.name}</li>
              ))}
              {trees.length + named.length === 0 && (
                <li>• Panels, inverter, permits and installation</li>
              )}
            </Box>
          </Box>
          <Typography sx={{ fontSize: 12 }}>{FINANCING_DISCLAIMER(count)}</Typography>
        </Box>
      </Box>
    </SlideFrame>
  );
}
