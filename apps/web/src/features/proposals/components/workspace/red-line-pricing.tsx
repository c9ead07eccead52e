import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSetFormValue } from '../../../../components/form/use-form-value';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatEpc, formatMoney } from '../../utils/format';
import { FigureGrid, FigureTile } from './figure-tile';
import { LowerBoundOverrideDialog } from './lower-bound-override-dialog';

/**
 * PRICING (red-line proposals only): the rep's baseline, the override, the lower bound the base
 * EPC is raised to, and the finance fee the proposal EPC is grossed up by.
 */
export function RedLinePricing() {
  const { figures, values, baseline } = useProposalWorkspace();
  const setValue = useSetFormValue();
  const [isOverrideOpen, setIsOverrideOpen] = useState(false);
  if (!values.isRedLine) return null;
  const override = values.baselineOverride ?? 0;
  return (
    <Box
      role="region"
      aria-label="Pricing"
      sx={{ border: 1, borderColor: 'error.light', borderRadius: 2, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="overline" sx={{ flexGrow: 1, lineHeight: 1.5 }}>
          Pricing
        </Typography>
        <Chip size="small" color="error" label="Redline" />
        <Button size="small" onClick={() => setIsOverrideOpen(true)}>
          Lower Bound Override
        </Button>
      </Box>
      <FigureGrid min={120}>
        <FigureTile
          label="Baseline"
          value={baseline.baseLine > 0 ? formatEpc(baseline.baseLine) : 'None'}
        />
        <FigureTile
          label="Baseline Override"
          value={override > 0 ? formatEpc(override) : 'Default'}
        />
        <FigureTile label="Lower Bound" value={formatEpc(figures.lowerBound)} />
        <FigureTile label="Finance Fee" value={`${values.details.financeOption?.fee ?? 0}%`} />
        <FigureTile label="Estimated Rep Make" value={formatMoney(figures.estimatedRepMake)} />
      </FigureGrid>
      <LowerBoundOverrideDialog
        isOpen={isOverrideOpen}
        onClose={() => setIsOverrideOpen(false)}
        current={override}
        repBaseline={baseline.baseLine}
        onSave={(next) => setValue('baselineOverride', next)}
      />
    </Box>
  );
}
