import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { DOLLARS_PER_POINT, MAX_POINTS, MIN_POINTS, type Adder } from '@pb/core';
import { useState } from 'react';
import { FormSliderField } from '../../../../components/form/slider-field';
import { useSetFormValue } from '../../../../components/form/use-form-value';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatMoney } from '../../utils/format';
import { AddAdderDialog } from './add-adder-dialog';

/** What an adder is, in a few words. */
function describe(adder: Adder): string {
  if (adder.numTrees > 0) return `${adder.numTrees} trees`;
  if (adder.months > 0) return `${adder.months} months`;
  if (adder.isEpcAdder) return `$${adder.epcAdder}/W`;
  return formatMoney(adder.adder);
}

/**
 * Custom adders and points (spec 3 §5, §9): the points slider (0–15 at $290 a point), the rep's
 * adders with their priced dollars (removable), and the adders the proposal gets anyway —
 * locked site adders, the roof type and, on red line, the automatic adders.
 */
export function CustomAddersSection() {
  const { values, figures, catalogue } = useProposalWorkspace();
  const setValue = useSetFormValue();
  const [isAddOpen, setIsAddOpen] = useState(false);
  const custom = values.customAdders;
  const dollarsOf = (name: string) => figures.adders.find((a) => a.name === name)?.dollars ?? 0;
  const automatic = figures.customAdders.filter((a) => !custom.some((c) => c.name === a.name));

  return (
    <Box role="region" aria-label="Custom adders">
      <Box sx={{ display: 'flex', alignItems: 'baseline' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Custom Adders
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Total {formatMoney(figures.adderDollars)}
        </Typography>
      </Box>
      <FormSliderField
        name="points"
        label={`Points (${formatMoney(DOLLARS_PER_POINT)} per point)`}
        min={MIN_POINTS}
        max={MAX_POINTS}
        step={1}
      />
      {custom.map((adder, index) => (
        <Box
          key={`${adder.name}-${index}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {adder.name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {describe(adder)}
            </Typography>
          </Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(dollarsOf(adder.name))}
          </Typography>
          <IconButton
            size="small"
            aria-label={`Remove ${adder.name}`}
            onClick={() =>
              setValue(
                'customAdders',
                custom.filter((_, i) => i !== index),
              )
            }
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {automatic.map((adder) => (
        <Box
          key={`auto-${adder.name}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {adder.name}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={adder.isRoofType ? 'Roof type' : adder.isLocked ? 'Locked' : 'Automatic'}
          />
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', mr: 4.5 }}>
            {formatMoney(dollarsOf(adder.name))}
          </Typography>
        </Box>
      ))}
      <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setIsAddOpen(true)}>
        Add Custom Adder
      </Button>
      <AddAdderDialog
        isOpen={isAddOpen}
        onClose={() => setIsAddOpen(false)}
        existing={custom}
        siteAdders={catalogue.siteSettings?.adders ?? []}
        onAdd={(adder) => setValue('customAdders', [...custom, adder])}
      />
    </Box>
  );
}
