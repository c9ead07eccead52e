import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatKwh, formatPercent } from '../../utils/format';
import { FigureGrid, FigureTile } from './figure-tile';

/** Production and offset before and after shading (offsets with 2 decimals). */
export function ProductionSummary() {
  const { figures } = useProposalWorkspace();
  return (
    <FigureGrid min={150}>
      <FigureTile label="Annual Usage" value={formatKwh(figures.annualPowerUsage)} />
      <FigureTile
        label="Production Before Shading"
        value={formatKwh(figures.totalAnnualProductionBeforeShading)}
      />
      <FigureTile
        label="Production After Shading"
        value={formatKwh(figures.totalAnnualProduction)}
      />
      <FigureTile
        label="Offset Before Shading"
        value={formatPercent(figures.solarOffsetBeforeShading)}
      />
      <FigureTile label="Offset After Shading" value={formatPercent(figures.solarOffset)} />
      <FigureTile
        label="Total Offset"
        value={formatPercent(figures.totalOffset)}
        hint={
          figures.efficiencyReduction > 0
            ? `incl. ${figures.efficiencyReduction}% efficiency`
            : undefined
        }
      />
    </FigureGrid>
  );
}
