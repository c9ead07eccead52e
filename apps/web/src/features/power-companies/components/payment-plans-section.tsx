import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PaymentPlan, PostSolarPlan } from '@pb/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatNumber } from '../../../lib/format-number';
import { NEW_PLAN_ID, PLAN_LABELS, type PlanKind } from '../utils/plan-form';
import { MonthGroupsTable } from './month-groups-table';

type PaymentPlansSectionProps = {
  kind: PlanKind;
  plans: readonly (PaymentPlan | PostSolarPlan)[];
  /** The plan dialog's address for a plan id ('new' creates). */
  planHref: (planId: string) => string;
  onDelete: (plan: PaymentPlan) => void;
  isBusy: boolean;
};

function netMeteringText(plan: PaymentPlan | PostSolarPlan): string | null {
  if (!('hasNetMetering' in plan)) return null;
  if (!plan.hasNetMetering) return 'Net Metering: off';
  return `Net Metering: ${formatNumber(plan.netMeteringPercentage * 100, 2)}% at $${formatNumber(
    plan.netMeteringRate,
    5,
  )}/kWh`;
}

/** One list of payment plans (pre- or post-solar): create, edit and delete, with month groups. */
export function PaymentPlansSection({
  kind,
  plans,
  planHref,
  onDelete,
  isBusy,
}: PaymentPlansSectionProps) {
  const { title } = PLAN_LABELS[kind];
  const headingId = `${kind}-solar-plans-title`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          component={Link}
          to={planHref(NEW_PLAN_ID)}
        >
          Add {kind === 'pre' ? 'Pre-Solar' : 'Post-Solar'} Plan
        </Button>
      </Box>
      {plans.length === 0 && (
        <Paper variant="outlined">
          <EmptyState title={`No ${PLAN_LABELS[kind].item}s yet`} />
        </Paper>
      )}
      {plans.map((plan) => (
        <Paper
          key={plan.id}
          variant="outlined"
          component="article"
          aria-label={plan.name}
          sx={{ mb: 2, overflowX: 'auto' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, p: 2 }}>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h3">{plan.name}</Typography>
              {netMeteringText(plan) && (
                <Typography variant="body2" color="text.secondary">
                  {netMeteringText(plan)}
                </Typography>
              )}
            </Box>
            <Button
              size="small"
              startIcon={<EditIcon />}
              component={Link}
              to={planHref(plan.id)}
              aria-label={`Edit ${plan.name}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => onDelete(plan)}
              disabled={isBusy}
              aria-label={`Delete ${plan.name}`}
            >
              Delete
            </Button>
          </Box>
          <MonthGroupsTable groups={plan.monthGroups} label={`Month groups of ${plan.name}`} />
        </Paper>
      ))}
    </Box>
  );
}
