import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CALCULATION_MESSAGES } from '@pb/core';
import { FormNumberField } from '../../../components/form/number-field';
import { useFormValue } from '../../../components/form/use-form-value';
import { canRemovePanelArray, isNorthArray, isOverMaxAllowed } from '../utils/panel-array-rules';

type PanelArrayCardProps = {
  index: number;
  isSouthmost: boolean;
  onRemove: () => void;
};

/**
 * One roof face: panels, tilt, azimuth and the panel max, with the recommended panels read-only.
 * 'North' marks a north-facing azimuth, 'South' the southmost face; panels above the max warn.
 */
export function PanelArrayCard({ index, isSouthmost, onRemove }: PanelArrayCardProps) {
  const name = `panelArrays.${index}`;
  const number = index + 1;
  const azimuth = useFormValue<number | null | undefined>(`${name}.azimuth`);
  const panels = useFormValue<number | null | undefined>(`${name}.panels`);
  const max = useFormValue<number | null | undefined>(`${name}.maxPanelsAllowed`);
  const recommended = useFormValue<number | undefined>(`${name}.recommendedPanels`) ?? 0;
  const isOver = isOverMaxAllowed(panels, max);

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`Panel Array ${number}`}
      sx={{ p: 1.5, height: '100%', borderColor: isOver ? 'warning.main' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1, minHeight: 32 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          Array {number}
        </Typography>
        {isNorthArray(azimuth) && <Chip size="small" color="warning" label="North" />}
        {isSouthmost && <Chip size="small" color="success" label="South" />}
        {canRemovePanelArray(index) && (
          <Tooltip title="Remove array">
            <IconButton size="small" aria-label={`Remove Panel Array ${number}`} onClick={onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <FormNumberField
        name={`${name}.panels`}
        label="Panels"
        size="small"
        min={0}
        step={1}
        fullWidth
      />
      <FormNumberField
        name={`${name}.tilt`}
        label="Tilt (°)"
        size="small"
        min={0}
        max={90}
        fullWidth
      />
      <FormNumberField
        name={`${name}.azimuth`}
        label="Azimuth (°)"
        size="small"
        min={0}
        max={360}
        fullWidth
      />
      <FormNumberField
        name={`${name}.maxPanelsAllowed`}
        label="Max Panels Allowed"
        size="small"
        min={0}
        step={1}
        fullWidth
        helperText="0 = no max"
      />
      <TextField
        label="Recommended Panels"
        size="small"
        value={recommended}
        fullWidth
        margin="dense"
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        variant="filled"
      />
      {isOver && typeof max === 'number' && (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          {CALCULATION_MESSAGES.panelsOverMaxAllowed(number, max)}
        </Alert>
      )}
    </Paper>
  );
}
