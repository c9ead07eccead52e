import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  FEDERAL_TAX_CREDIT_MAX_PERCENT,
  isSouthCarolinaIncentive,
  isTodayOnly,
  SOUTH_CAROLINA_INCENTIVE_MAX,
  type IncentiveEntry,
} from '@pb/core';
import { FormNumberField } from '../../../../components/form/number-field';
import { formatMoney } from '../../utils/format';

type IncentiveRowProps = {
  index: number;
  entry: IncentiveEntry;
  /** The deduction the engine computed (null when the incentive does not apply). */
  deduction: number | null;
  onRemove?: () => void;
};

const unitOf = (type: IncentiveEntry['incentive']['type']) =>
  type === '% of Total Cost'
    ? '%'
    : type === '$ per Watt'
      ? '$/W'
      : type === '$ per kWh'
        ? '$/kWh'
        : '$';

/**
 * One incentive with its deduction. The Federal credit (0–26 %) and the South Carolina
 * incentive (value and max 0–3500) are editable within their ranges (spec 3 §5).
 */
export function IncentiveRow({ index, entry, deduction, onRemove }: IncentiveRowProps) {
  const { incentive } = entry;
  const field = `details.incentives.${index}.incentive`;
  const isFederalPercent = incentive.scope === 'Federal' && incentive.type === '% of Total Cost';
  const isSouthCarolina = isSouthCarolinaIncentive(incentive);
  return (
    <Box
      role="group"
      aria-label={incentive.name}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
          {incentive.name}
        </Typography>
        <Typography
          variant="body2"
          sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          {deduction === null ? 'n/a' : `−${formatMoney(deduction)}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          {isTodayOnly(incentive)
            ? `${entry.months ?? 12} months · max ${formatMoney(incentive.max)}`
            : incentive.type}
        </Typography>
        <Chip size="small" variant="outlined" label={incentive.scope} />
        {onRemove && (
          <IconButton size="small" aria-label={`Remove ${incentive.name}`} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {(isFederalPercent || isSouthCarolina) && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <FormNumberField
            name={`${field}.value`}
            label={`${isFederalPercent ? 'Federal' : 'Value'} (${unitOf(incentive.type)})`}
            size="small"
            min={0}
            max={isFederalPercent ? FEDERAL_TAX_CREDIT_MAX_PERCENT : SOUTH_CAROLINA_INCENTIVE_MAX}
            step={isFederalPercent ? 1 : 'any'}
            sx={{ maxWidth: 150 }}
            helperText={
              isFederalPercent
                ? `0–${FEDERAL_TAX_CREDIT_MAX_PERCENT}%`
                : `0–${SOUTH_CAROLINA_INCENTIVE_MAX}`
            }
          />
          {isSouthCarolina && (
            <FormNumberField
              name={`${field}.max`}
              label="Max ($)"
              size="small"
              min={0}
              max={SOUTH_CAROLINA_INCENTIVE_MAX}
              step={1}
              sx={{ maxWidth: 150 }}
              helperText={`0–${SOUTH_CAROLINA_INCENTIVE_MAX}`}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
