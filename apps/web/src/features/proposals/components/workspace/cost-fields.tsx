import Box from '@mui/material/Box';
import { ANNUAL_ENERGY_RATE_ESCALATOR_RANGE } from '@pb/core';
import { FormNumberField } from '../../../../components/form/number-field';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatKw, formatMoney } from '../../utils/format';
import { FigureTile } from './figure-tile';
import { SalesPriceField } from './sales-price-field';

const grid = (min: number) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${min}px, 1fr))`,
  gap: 2,
  alignItems: 'start',
});

/** System size and cost, then the sales price, out of pocket and the escalator (default 4 %). */
export function CostFields() {
  const { figures } = useProposalWorkspace();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={grid(140)}>
        <FigureTile
          label="System Size"
          value={formatKw(figures.systemSize)}
          hint={`${figures.totalPanels} panels`}
          isEmphasized
        />
        <FigureTile
          label="Total System Cost"
          value={formatMoney(figures.totalSystemCost)}
          isEmphasized
        />
        <FigureTile label="Net System Cost" value={formatMoney(figures.netSystemCost)} />
      </Box>
      <Box sx={grid(230)}>
        <SalesPriceField />
        <FormNumberField
          name="outOfPocketCost"
          label="Out Of Pocket ($)"
          step={1}
          min={0}
          size="small"
        />
        <FormNumberField
          name="annualEnergyRateEscalator"
          label="Annual Energy Rate Escalator (%)"
          step={ANNUAL_ENERGY_RATE_ESCALATOR_RANGE.step}
          min={ANNUAL_ENERGY_RATE_ESCALATOR_RANGE.min}
          max={ANNUAL_ENERGY_RATE_ESCALATOR_RANGE.max}
          size="small"
        />
      </Box>
    </Box>
  );
}
