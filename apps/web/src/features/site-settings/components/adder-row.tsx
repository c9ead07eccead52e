import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { FormCheckboxField } from '../../../components/form/checkbox-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormTextField } from '../../../components/form/text-field';
import { useFormValue } from '../../../components/form/use-form-value';

export type AdderRowProps = {
  /** `adders` or `roofTypes`. */
  listName: string;
  index: number;
  /** The name the row was loaded with (used in labels). */
  label: string;
  /** A default adder: its name is read-only and it cannot be deleted. */
  isFixed?: boolean;
  /** Shows the Locked option (adders); `isLockDisabled` greys it out. */
  hasLock?: boolean;
  isLockDisabled?: boolean;
  onRemove?: () => void;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  /** Shown at the start of the name box (e.g. the 'Default' mark of the top roof type). */
  nameAdornment?: ReactNode;
};

const FIXED_NAME = 'Default adder: it cannot be renamed or deleted';

/** One adder or roof type: name, amount ($), EPC adder ($/W) and, for adders, Locked. */
export function AdderRow({
  listName,
  index,
  label,
  isFixed = false,
  hasLock = false,
  isLockDisabled = false,
  onRemove,
  onMoveUp,
  onMoveDown,
  nameAdornment,
}: AdderRowProps) {
  const prefix = `${listName}.${index}`;
  const isEpcAdder = useFormValue<boolean>(`${prefix}.isEpcAdder`);
  return (
    <Box
      data-testid={`${listName}-row`}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: hasLock ? '2fr 1fr auto 1fr auto 88px' : '2fr 1fr auto 1fr 120px',
        },
        columnGap: 2,
        alignItems: 'center',
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <FormTextField
        name={`${prefix}.name`}
        label="Name"
        required
        autoComplete="off"
        size="small"
        // On a phone the name takes a line of its own, so a whole name shows (issue 33).
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: { readOnly: isFixed, 'aria-readonly': isFixed || undefined },
          input: {
            startAdornment: nameAdornment ? (
              <InputAdornment position="start">{nameAdornment}</InputAdornment>
            ) : undefined,
            endAdornment: isFixed ? (
              <InputAdornment position="end">
                <Tooltip title={FIXED_NAME}>
                  <LockIcon fontSize="small" color="action" aria-label={FIXED_NAME} />
                </Tooltip>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <FormNumberField name={`${prefix}.adder`} label="Amount ($)" required min={0} size="small" />
      <FormCheckboxField name={`${prefix}.isEpcAdder`} label="EPC adder" />
      <FormNumberField
        name={`${prefix}.epcAdder`}
        label="EPC Adder ($/W)"
        required
        disabled={!isEpcAdder}
        min={0}
        step={0.01}
        size="small"
      />
      {hasLock && (
        <FormCheckboxField name={`${prefix}.isLocked`} label="Locked" disabled={isLockDisabled} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {onMoveUp && (
          <Tooltip title="Move up">
            <span>
              <IconButton aria-label={`Move ${label} up`} onClick={onMoveUp} size="small">
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {onMoveDown && (
          <Tooltip title="Move down">
            <span>
              <IconButton aria-label={`Move ${label} down`} onClick={onMoveDown} size="small">
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {!isFixed && onRemove && (
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${label}`} onClick={onRemove} size="small">
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
