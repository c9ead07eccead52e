import Box from '@mui/material/Box';
import { FormNumberField } from '../../../../components/form/number-field';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatKw, formatMoney } from '../../utils/format';
import { FigureTile } from './figure-tile';
import { SalesPriceField } from './sales-price-field';

/** System size, the sales price, out of pocket and the annual energy rate escalator (default 4). */
export function CostFields() {
  const { figures } = useProposalWorkspace();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 2, alignItems: 'start' }}>
      <FigureTile label="System Size" value={formatKw(figures.systemSize)} hint={`${figures.totalPanels} panels`} isEmphasized />
      <FigureTile label="Total System Cost" value={formatMoney(figures.totalSystemCost)} isEmphasized />
      <SalesPriceField />
      <FormNumberField name="outOfPocketCost" label="Out Of Pocket ($)" step={1} min={0} size="small" />
      <FormNumberField
        name="annualEnergyRateEscalator"
        label="Annual Energy Rate Escalator (%)"
        step={0.5}
        min={0}
        max={100}
        size="small"
      />
      <FigureTile label="Net System Cost" value={formatMoney(figures.netSystemCost)} />
    </Box>
  );
}
