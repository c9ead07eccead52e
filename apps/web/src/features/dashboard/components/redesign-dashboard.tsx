import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CHAT_MESSAGES as M, dashboardColumn, type ChatRequest } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { useHasCapability, useMe } from '../../../lib/current-user';
import {
  useCompleteRequest,
  useDashboardRequests,
  useStartRequest,
  useUnclaimRequest,
} from '../api/dashboard-requests';
import { RequestCard } from './request-card';

/** Spec 1 §2 Dashboard: the three columns, each sorted by the customer's appointment date. */
export const DASHBOARD_COLUMNS = [
  { key: 'initial', title: 'INITIAL PROPOSAL REQUESTS', emptyText: 'No initial proposal requests' },
  { key: 'redesign', title: 'REDESIGN REQUESTS', emptyText: 'No redesign requests' },
  { key: 'inProgress', title: 'IN PROGRESS PROPOSALS', emptyText: 'No proposals in progress' },
] as const;

/**
 * The redesign dashboard for holders of PB_VIEW_REDESIGN_DASHBOARD: active requests in three
 * columns (the server sorts them by appointment date). The realtime socket refreshes it when
 * anyone creates, starts, unclaims or completes a request.
 */
export function RedesignDashboard() {
  const me = useMe().data;
  const requests = useDashboardRequests();
  const mayManage = useHasCapability('PB_MANAGE_REDESIGN_REQUESTS');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const start = useStartRequest();
  const unclaim = useUnclaimRequest();
  const complete = useCompleteRequest((ok) => {
    // Spec 1 §4: the failure text is shown as a success-type message.
    if (!ok) enqueueSnackbar(M.couldNotComplete, { variant: 'success' });
  });
  const isBusy = start.isPending || unclaim.isPending || complete.isPending;

  const byColumn = (key: string) =>
    (requests.data ?? []).filter((r: ChatRequest) => dashboardColumn(r) === key);

  return (
    <>
      <PageHeader title="Dashboard" />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {DASHBOARD_COLUMNS.map((column) => {
          const cards = byColumn(column.key);
          return (
            <Paper
              key={column.key}
              component="section"
              variant="outlined"
              aria-labelledby={`column-${column.key}`}
              sx={{ p: 2, minHeight: 240, display: 'flex', flexDirection: 'column', gap: 1.5 }}
            >
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Typography
                  id={`column-${column.key}`}
                  variant="subtitle2"
                  component="h2"
                  sx={{ fontWeight: 700, letterSpacing: 0.5 }}
                >
                  {column.title}
                </Typography>
                <Chip label={cards.length} size="small" aria-label="Number of requests" />
              </Box>
              {requests.isPending && <Skeleton variant="rounded" height={160} />}
              {!requests.isPending && cards.length === 0 && <EmptyState title={column.emptyText} />}
              {cards.map((r) => (
                <RequestCard
                  key={r.id}
                  request={r}
                  currentUserId={me?.id ?? ''}
                  mayManage={mayManage}
                  isBusy={isBusy}
                  onStart={() =>
                    start.mutate(r.id, {
                      onSuccess: () => void navigate(paths.customer.getHref(r.customerId)),
                    })
                  }
                  onUnclaim={() => unclaim.mutate(r.id)}
                  onComplete={() =>
                    void confirm({
                      message: M.confirmComplete,
                      confirmText: 'Mark Completed',
                    }).then((ok) => ok && complete.mutate(r.id))
                  }
                />
              ))}
            </Paper>
          );
        })}
      </Box>
    </>
  );
}
