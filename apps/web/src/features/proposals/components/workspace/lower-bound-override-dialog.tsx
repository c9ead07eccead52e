import Typography from '@mui/material/Typography';
import { DEFAULT_BASELINE, boundedNumber } from '@pb/core';
import { z } from 'zod';
import { FormDialog } from '../../../../components/form/form-dialog';
import { FormNumberField } from '../../../../components/form/number-field';
import { formatEpc } from '../../utils/format';

const OverrideSchema = z.object({ baselineOverride: boundedNumber('epc') });

type LowerBoundOverrideDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  current: number;
  /** The rep's baseline from the lead ($/W), 0 when unknown. */
  repBaseline: number;
  onSave: (baselineOverride: number) => void;
};

/**
 * Lower bound override (red line, spec 3 §2, §4): the baseline the red-line lower bound is
 * measured from; 0 means the default (the rep's baseline, else 2.6 $/W). The lower bound sits
 * 0.1 $/W above it.
 */
export function LowerBoundOverrideDialog({
  isOpen,
  onClose,
  current,
  repBaseline,
  onSave,
}: LowerBoundOverrideDialogProps) {
  const fallback = repBaseline > 0 ? repBaseline : DEFAULT_BASELINE;
  return (
    <FormDialog
      title="Lower bound override"
      isOpen={isOpen}
      onClose={onClose}
      schema={OverrideSchema}
      defaultValues={{ baselineOverride: current }}
      submitLabel="Apply"
      maxWidth="xs"
      onSubmit={(values) => {
        onSave(values.baselineOverride);
        onClose();
      }}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Baseline in $/W. 0 uses the default ({formatEpc(fallback)}); the lower bound is 0.1 $/W
        above the baseline.
      </Typography>
      <FormNumberField
        name="baselineOverride"
        label="Baseline override ($/W)"
        step={0.001}
        min={0}
        fullWidth
        autoFocus
      />
    </FormDialog>
  );
}
