import { CATALOGUE_MESSAGES } from '@pb/core';
import { QueryContent } from '../../../components/ui/query-content';
import { usePowerCompany } from '../api/get-power-company';
import { PowerCompanyEditor, type OpenPlan } from './power-company-editor';

type PowerCompanyDetailProps = { companyId: string; openPlan: OpenPlan | null };

/** Loads the power company, then its editor (with the plan dialog the route names). */
export function PowerCompanyDetail({ companyId, openPlan }: PowerCompanyDetailProps) {
  const company = usePowerCompany({ powerCompanyId: companyId });
  return (
    <QueryContent
      query={company}
      errorMessage={CATALOGUE_MESSAGES.couldNotGetPowerCompany}
      notFoundMessage="This power company does not exist."
    >
      {(data) => (
        <PowerCompanyEditor
          key={data.id}
          company={data}
          openPlan={openPlan}
          onReload={async () => (await company.refetch()).data}
        />
      )}
    </QueryContent>
  );
}
