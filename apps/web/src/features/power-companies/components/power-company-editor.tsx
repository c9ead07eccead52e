import Typography from '@mui/material/Typography';
import {
  CreatePowerCompanyInputSchema,
  type PaymentPlan,
  type PowerCompanyRecord,
  type UpdatePowerCompanyInput,
} from '@pb/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EditFormCard } from '../../../components/form/edit-form-card';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { paths } from '../../../config/paths';
import { useUpdatePowerCompany } from '../api/update-power-company';
import {
  companyUpdate,
  companyWithoutPlan,
  companyWithPlan,
  PLAN_LABELS,
  type PlanKind,
} from '../utils/plan-form';
import { PaymentPlansSection } from './payment-plans-section';
import { PlanDialog } from './plan-dialog';
import { PowerCompanyFields } from './power-company-fields';

/** The company's own fields; its plans are saved through the plan dialog. */
const CompanyFieldsSchema = CreatePowerCompanyInputSchema.pick({
  name: true,
  maxTotalOffset: true,
  maxSolarOffset: true,
  statesServiced: true,
  systemSizeLimit: true,
  ratesFixed: true,
});

const toFields = (c: PowerCompanyRecord) => ({
  name: c.name,
  maxTotalOffset: c.maxTotalOffset,
  maxSolarOffset: c.maxSolarOffset,
  statesServiced: c.statesServiced,
  systemSizeLimit: c.systemSizeLimit,
  ratesFixed: c.ratesFixed,
});

export type OpenPlan = { kind: PlanKind; planId: string };

type PowerCompanyEditorProps = {
  company: PowerCompanyRecord;
  /** The plan dialog the route opens, if any. */
  openPlan: OpenPlan | null;
  /** Refetches the company (after a conflict) and resolves with the saved version. */
  onReload: () => Promise<PowerCompanyRecord | undefined>;
};

/**
 * /power-companies/{id}: the company form plus its pre- and post-solar plans. Every save is a
 * PUT of the whole company at the version this screen started from (advanced by its own saves),
 * so a change made elsewhere meanwhile answers 409 instead of being overwritten.
 */
export function PowerCompanyEditor({ company, openPlan, onReload }: PowerCompanyEditorProps) {
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const [baseVersion, setBaseVersion] = useState(company.version);
  const [formKey, setFormKey] = useState(0);
  const updateCompany = useUpdatePowerCompany({
    mutationConfig: {
      onSuccess: (saved, sent) =>
        setBaseVersion((version) => (sent.version === version ? saved.version : version)),
    },
  });
  const save = (body: UpdatePowerCompanyInput) => updateCompany.mutateAsync(body);

  const reload = async () => {
    updateCompany.reset();
    const fresh = await onReload();
    if (fresh) {
      setBaseVersion(fresh.version);
      setFormKey((key) => key + 1);
    }
  };
  const planHref = (kind: PlanKind) => (planId: string) =>
    kind === 'pre'
      ? paths.preSolarPlan.getHref(company.id, planId)
      : paths.postSolarPlan.getHref(company.id, planId);
  const deletePlan = (kind: PlanKind) => (plan: PaymentPlan) =>
    void confirmDelete(PLAN_LABELS[kind].item, () =>
      save(companyWithoutPlan(company, baseVersion, kind, plan.id)),
    );

  return (
    <>
      <EditFormCard
        title={`Edit ${company.name}`}
        formLabel="Edit power company"
        formKey={formKey}
        schema={CompanyFieldsSchema}
        defaultValues={toFields(company)}
        onSubmit={(values) => save({ ...companyUpdate(company, baseVersion), ...values })}
        cancelHref={paths.powerCompanies.getHref()}
        saveError={openPlan ? null : updateCompany.error}
        onReload={() => void reload()}
        maxWidth="none"
      >
        <PowerCompanyFields hasRatesFixed />
      </EditFormCard>
      <Typography color="error" sx={{ mt: 3, fontWeight: 500 }} role="note">
        Please reload the page after viewing or editing a plan.
      </Typography>
      {(['pre', 'post'] as const).map((kind) => (
        <PaymentPlansSection
          key={kind}
          kind={kind}
          plans={kind === 'pre' ? company.preSolarPlans : company.postSolarPlans}
          planHref={planHref(kind)}
          onDelete={deletePlan(kind)}
          isBusy={updateCompany.isPending}
        />
      ))}
      {openPlan && (
        <PlanDialog
          key={`${openPlan.kind}-${openPlan.planId}`}
          company={company}
          kind={openPlan.kind}
          planId={openPlan.planId}
          onClose={() => {
            updateCompany.reset();
            void navigate(paths.powerCompany.getHref(company.id));
          }}
          onSave={(plan) => save(companyWithPlan(company, baseVersion, openPlan.kind, plan))}
          saveError={updateCompany.error}
          onReload={() => void reload()}
        />
      )}
    </>
  );
}
