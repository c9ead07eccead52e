import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormMonthsField } from '../../../components/form/months-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormTextField } from '../../../components/form/text-field';
import { TierRows } from './tier-rows';

type MonthGroupCardProps = {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
};

/** One month group of a plan: name, months (Jan–Dec), Connection Fee and its tiers. */
export function MonthGroupCard({ index, canRemove, onRemove }: MonthGroupCardProps) {
  const prefix = `monthGroups.${index}`;
  const label = `month group ${index + 1}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Month group ${index + 1}`}
      sx={{ p: 2, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" component="h3" sx={{ flexGrow: 1 }}>
          Month Group {index + 1}
        </Typography>
        {canRemove && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={onRemove}
            aria-label={`Remove ${label}`}
          >
            Remove
          </Button>
        )}
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, columnGap: 2 }}
      >
        <FormTextField name={`${prefix}.name`} label="Group Name" required autoComplete="off" />
        <FormNumberField name={`${prefix}.fixedCost`} label="Connection Fee ($)" required min={0} />
      </Box>
      <FormMonthsField name={`${prefix}.months`} />
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        Tiers
      </Typography>
      <TierRows name={`${prefix}.tiers`} groupLabel={label} />
    </Paper>
  );
}
