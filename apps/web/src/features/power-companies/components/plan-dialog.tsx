import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  PaymentPlanInputSchema,
  PostSolarPlanInputSchema,
  type PowerCompanyRecord,
  type UpdatePowerCompanyInput,
} from '@pb/core';
import { FormDialog } from '../../../components/form/form-dialog';
import { ConflictAlert } from '../../../components/ui/conflict-alert';
import {
  findPlan,
  NEW_PLAN_ID,
  newPlan,
  planIndexIn,
  planIssuePath,
  type PlanKind,
} from '../utils/plan-form';
import { PlanFields } from './plan-fields';

type PlanInput =
  | UpdatePowerCompanyInput['preSolarPlans'][number]
  | UpdatePowerCompanyInput['postSolarPlans'][number];

type PlanDialogProps = {
  company: PowerCompanyRecord;
  kind: PlanKind;
  planId: string;
  onClose: () => void;
  /** Saves the plan into the company (PUT); rejects with the server's error. */
  onSave: (plan: PlanInput) => Promise<unknown>;
  saveError: unknown;
  onReload: () => void;
};

/**
 * The plan dialog (spec 2 §2), opened by /power-companies/{id}/pre-solar-plan/{planId} and
 * /post-solar-plan/{planId}: name and month groups; post-solar plans add net metering.
 */
export function PlanDialog({
  company,
  kind,
  planId,
  onClose,
  onSave,
  saveError,
  onReload,
}: PlanDialogProps) {
  const isNew = planId === NEW_PLAN_ID;
  const plan = isNew ? undefined : findPlan(company, kind, planId);
  const kindName = kind === 'pre' ? 'Pre-Solar' : 'Post-Solar';

  if (!isNew && !plan) {
    return (
      <Dialog open onClose={onClose} aria-labelledby="missing-plan-title">
        <DialogTitle id="missing-plan-title">{kindName} Plan</DialogTitle>
        <DialogContent>
          <Alert severity="warning">This payment plan does not exist (any more).</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
    );
  }

  const common = {
    title: `${isNew ? 'Create' : 'Edit'} ${kindName} Plan`,
    isOpen: true,
    onClose,
    maxWidth: 'md' as const,
    submitLabel: 'Save',
    mapIssuePath: planIssuePath(kind, planIndexIn(company, kind, plan?.id)),
    onSubmit: async (values: PlanInput) => {
      await onSave(values);
      onClose();
    },
    notice: <ConflictAlert error={saveError} onReload={onReload} />,
  };
  const defaultValues = plan ?? newPlan(kind);
  return kind === 'pre' ? (
    <FormDialog {...common} schema={PaymentPlanInputSchema} defaultValues={defaultValues}>
      <PlanFields kind="pre" />
    </FormDialog>
  ) : (
    <FormDialog {...common} schema={PostSolarPlanInputSchema} defaultValues={defaultValues}>
      <PlanFields kind="post" />
    </FormDialog>
  );
}
