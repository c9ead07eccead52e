import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MONTHS } from '@pb/core';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useIntervalLoad, useIntervalLoadMutations } from '../api/interval-load';
import { formatNumber } from '../../../lib/format-number';

/**
 * "Interval data (Green Button)": upload a utility's CSV/XML year; when present the hourly plans
 * are priced on this metered load instead of the one modelled from the monthly kWh (decision 0062).
 */
export function IntervalLoadRow({ customerId }: { customerId: string }) {
  const stored = useIntervalLoad(customerId);
  const { upload, remove } = useIntervalLoadMutations(customerId);
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const load = stored.data ?? null;
  const { setValue } = useFormContext();

  /**
   * Fills the twelve monthly usages from the metered year (All Months), for the rep to review and
   * save: the spec's figures (offsets, recommended build) read the months (decision 0066).
   */
  const fillMeteredMonths = (months: readonly number[]) => {
    const dirty = { shouldDirty: true, shouldValidate: true };
    setValue('preSolarPowerUsage.usageEntry', 'allMonths', dirty);
    MONTHS.forEach((month, i) =>
      setValue(`preSolarPowerUsage.powerUsage${month}`, months[i] ?? 0, dirty),
    );
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync({ fileName: file.name, text: await file.text() });
    } catch {
      // The app's mutation handler shows the server's sentence in the snackbar.
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const onRemove = async () => {
    if (
      !(await confirm({
        title: 'Remove interval data?',
        message: `Remove ${load?.fileName ?? 'the file'}? Hourly plans go back to the modelled load.`,
        confirmText: 'Remove',
      }))
    )
      return;
    try {
      await remove.mutateAsync();
    } catch {
      // Shown in the snackbar by the app's mutation handler.
    }
  };

  return (
    <Box sx={{ mt: 2, minWidth: 0 }} data-testid="interval-load-row">
      <Typography variant="subtitle2" component="h3">
        Interval data (Green Button)
      </Typography>
      {load ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {load.fileName} · {load.periodStart} – {load.periodEnd} ·{' '}
          {formatNumber(Math.round(load.annualKwh), 0)} kWh/yr · Metered load
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          None: hourly plans use a load modelled from the monthly usage.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          {load ? 'Replace' : 'Upload'}
        </Button>
        {load && (
          <Button size="small" onClick={() => fillMeteredMonths(load.monthlyKwh)}>
            Use Metered Months
          </Button>
        )}
        {load && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => void onRemove()}
            disabled={remove.isPending}
          >
            Remove
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.xml,text/csv,application/xml,text/xml"
          aria-label="Interval data file"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </Box>
    </Box>
  );
}
