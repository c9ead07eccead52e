import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents, formatDollars } from '../../utils/deck-format';
import { FigureTile, SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

/** Energy-efficiency items and what they save (spec 3 §2 Cost Breakdown). */
const ENERGY_KIT: Record<string, string> = {
  'LED Lights': 'LED lights',
  'Smart Thermostat': 'Nest thermostat',
  Insulation: 'Insulation (estimated up to about 25% savings)',
};

/**
 * Cost Breakdown: price, incentives and net cost, trees and energy-kit items, the home value
 * uplift (1000 × kW × 4, engine figure) and the monthly connection fee ($10 without a group).
 */
export function CostBreakdownSlide({ deck, isMobile, isPrint }: SlideProps) {
  const f = deck.figures;
  const color = deck.brand.palette.dark;
  const trees = deck.includedItems.filter((i) => i.numTrees > 0);
  const kit = deck.includedItems.filter((i) => i.name in ENERGY_KIT);
  const rows = [
    { label: 'Price before tax credits and incentives', value: formatDollars(f.totalSystemCost) },
    { label: 'Incentives', value: `-${formatDollars(f.totalIncentives)}` },
    { label: 'Out of pocket', value: formatDollars(f.outOfPocketCost) },
    { label: 'Monthly connection fee', value: formatCents(deck.connectionFee) },
  ];
  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="Cost Breakdown">
      <Box sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', gap: 3 }}>
        <Box sx={{ flex: 1.2, minWidth: 0 }}>
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
            <tbody>
              {rows.map((r) => (
                <Box
                  component="tr"
                  key={r.label}
                  sx={{ borderBottom: 1, borderColor: deck.brand.palette.main }}
                >
                  <Box
                    component="th"
                    scope="row"
                    sx={{ textAlign: 'left', fontWeight: 400, py: 1, fontSize: 17 }}
                  >
                    {r.label}
                  </Box>
                  <Box
                    component="td"
                    sx={{ textAlign: 'right', fontWeight: 700, py: 1, fontSize: 19 }}
                  >
                    {r.value}
                  </Box>
                </Box>
              ))}
            </tbody>
          </Box>
          <Typography component="h3" sx={{ fontSize: 20, fontWeight: 700, mt: 2 }}>
            Trees and energy kit
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 0.5, fontSize: 16, listStyle: 'none' }}>
            {trees.map((t) => (
              <li key={t.name}>
                • Tree work: {t.numTrees} trees, up to {formatDollars(t.dollars)}
              </li>
            ))}
            {kit.map((k) => (
              <li key={k.name}>• {ENERGY_KIT[k.name]}</li>
            ))}
            {trees.length + kit.length === 0 && <li>• No tree work or energy kit items</li>}
          </Box>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FigureTile
            label="Added home value"
            value={formatDollars(f.homeValueUplift)}
            detail="About $4 per watt of solar"
            color={color}
            isMobile={isMobile}
          />
        </Box>
      </Box>
    </SlideFrame>
  );
}
