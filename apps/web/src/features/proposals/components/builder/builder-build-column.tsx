import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { EngineMessages } from '../workspace/engine-messages';
import { ConvertToRedLineButton } from '../workspace/convert-to-red-line-button';
import { CostFields } from '../workspace/cost-fields';
import { EpcFields } from '../workspace/epc-fields';
import { PanelArraysEditor } from '../workspace/panel-arrays-editor';
import { ProductionSummary } from '../workspace/production-summary';
import { RedLinePricing } from '../workspace/red-line-pricing';
import { SectionCard } from '../workspace/section-card';
import { SummaryTable } from '../workspace/summary-table';

/**
 * 'Proposal Build' (the middle column): Reset, Convert to Redline, the EPCs, size and cost,
 * out of pocket, escalator, the red-line PRICING, the panel arrays, production and offset
 * before and after shading, the checks and the summary table — all live.
 */
export function BuilderBuildColumn({ onReset }: { onReset: () => void }) {
  return (
    <SectionCard
      title="Proposal Build"
      actions={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={onReset}>
            Reset
          </Button>
          <ConvertToRedLineButton />
        </Box>
      }
    >
      <EpcFields />
      <RedLinePricing />
      <CostFields />
      <EngineMessages
        codes={[
          'finalEpcOutOfBounds',
          'pointsExceedEpcLimit',
          'netSystemCostAboveMax',
          'epcTooLow',
          'commissionDeduction',
        ]}
      />
      <Divider />
      <PanelArraysEditor />
      <EngineMessages
        codes={[
          'panelsPerArrayCantBeOne',
          'panelsOverMaxAllowed',
          'belowMinimumPanels',
          'northFacingEpcNote',
          'sizeOverCompanyLimit',
          'solarOffsetCannotExceed',
        ]}
      />
      <Divider />
      <ProductionSummary />
      <SummaryTable />
    </SectionCard>
  );
}
