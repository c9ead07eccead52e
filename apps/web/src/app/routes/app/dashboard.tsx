import { DashboardInfo } from '../../../features/dashboard/components/dashboard-info';
import { RedesignDashboard } from '../../../features/dashboard/components/redesign-dashboard';
import { useAppConfig } from '../../../lib/app-config';
import { useHasCapability } from '../../../lib/current-user';

/** /: the redesign dashboard, or the information page for everyone else (spec 1 §2). */
export default function DashboardRoute() {
  const canViewRedesignDashboard = useHasCapability('PB_VIEW_REDESIGN_DASHBOARD');
  const config = useAppConfig();
  return canViewRedesignDashboard ? (
    <RedesignDashboard />
  ) : (
    <DashboardInfo trainingVideoUrl={config.data?.trainingVideoUrl} />
  );
}
