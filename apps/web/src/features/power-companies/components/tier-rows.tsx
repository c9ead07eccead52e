import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FormArrayField } from '../../../components/form/array-field';
import { FormNumberField } from '../../../components/form/number-field';
import { isTierOrderSorted, sortTierRows, type TierRow } from '../utils/plan-form';

type TierRowsProps = {
  /** The tiers of one month group, e.g. `monthGroups.0.tiers`. */
  name: string;
  groupLabel: string;
};

/**
 * On a phone the tier's name and its remove button take a line of their own, so Up to kWh and
 * Cost share the whole width and show nine digits (issue 33).
 */
const rowGrid = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr) minmax(0, 1fr)',
    sm: '64px minmax(120px, 1fr) minmax(100px, 1fr) 40px',
  },
  gridTemplateAreas: { xs: '"label remove" "upTo cost"', sm: '"label upTo cost remove"' },
  columnGap: 1.5,
  alignItems: 'start',
} as const;

/**
 * The tiers of a month group (Up to kWh, Cost), numbered from 1. When the focus leaves the tiers
 * they are put in upToKwh order, so nothing jumps under the cursor while typing.
 */
export function TierRows({ name, groupLabel }: TierRowsProps) {
  return (
    <FormArrayField name={name}>
      {({ fields, append, remove, replace, getValues }) => {
        const sortIfNeeded = () => {
          const rows = getValues() as TierRow[];
          if (!isTierOrderSorted(rows)) replace(sortTierRows(rows));
        };
        return (
          <Box
            role="group"
            aria-label={`Tiers of ${groupLabel}`}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) sortIfNeeded();
            }}
          >
            {fields.map((field, index) => (
              <Box key={field.id} sx={rowGrid} data-testid="tier-row">
                <Typography
                  variant="body2"
                  sx={{
                    pt: { xs: 1, sm: 2.5 },
                    fontWeight: 500,
                    whiteSpace: 'nowrap',
                    gridArea: 'label',
                  }}
                >
                  Tier {index + 1}
                </Typography>
                <FormNumberField
                  name={`${name}.${index}.upToKwh`}
                  label="Up to kWh"
                  sx={{ gridArea: 'upTo' }}
                  required
                  min={0}
                  size="small"
                />
                <FormNumberField
                  name={`${name}.${index}.cost`}
                  label="Cost ($/kWh)"
                  sx={{ gridArea: 'cost' }}
                  required
                  min={0}
                  size="small"
                />
                <Tooltip title={fields.length === 1 ? 'A month group needs a tier' : 'Remove tier'}>
                  <Box component="span" sx={{ gridArea: 'remove', justifySelf: 'end' }}>
                    <IconButton
                      aria-label={`Remove tier ${index + 1} of ${groupLabel}`}
                      onClick={() => remove(index)}
                      disabled={fields.length === 1}
                      size="small"
                      sx={{ mt: { xs: 0.5, sm: 1.5 } }}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </Tooltip>
              </Box>
            ))}
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => append({ upToKwh: null, cost: null })}
            >
              Add Tier
            </Button>
          </Box>
        );
      }}
    </FormArrayField>
  );
}
