import type { QueryClient } from '@tanstack/react-query';
import { useMatch, useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import { getPowerCompanyQueryOptions } from '../../../../features/power-companies/api/get-power-company';
import { PowerCompanyDetail } from '../../../../features/power-companies/components/power-company-detail';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const companyId = params.companyId;
    if (companyId) {
      prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
        queryClient.prefetchQuery(getPowerCompanyQueryOptions(companyId)),
      );
    }
    return null;
  };

const PRE_SOLAR_PLAN = `${paths.powerCompany.path}/${paths.preSolarPlan.path}`;
const POST_SOLAR_PLAN = `${paths.powerCompany.path}/${paths.postSolarPlan.path}`;

/**
 * /power-companies/{id} — the company with its plans. Its child routes
 * …/pre-solar-plan/{planId} and …/post-solar-plan/{planId} open the plan dialog over it.
 */
export default function PowerCompanyRoute() {
  const { companyId = '' } = useParams();
  const preSolar = useMatch(PRE_SOLAR_PLAN);
  const postSolar = useMatch(POST_SOLAR_PLAN);
  const openPlan = preSolar?.params.planId
    ? { kind: 'pre' as const, planId: preSolar.params.planId }
    : postSolar?.params.planId
      ? { kind: 'post' as const, planId: postSolar.params.planId }
      : null;
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Power Companies">
      <PowerCompanyDetail companyId={companyId} openPlan={openPlan} />
    </RequireCapability>
  );
}
