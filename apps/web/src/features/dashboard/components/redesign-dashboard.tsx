import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** Spec 1 §2 Dashboard: the three columns, each sorted by the customer's appointment date. */
export const DASHBOARD_COLUMNS = [
  { key: 'initial', title: 'INITIAL PROPOSAL REQUESTS', emptyText: 'No initial proposal requests' },
  { key: 'redesign', title: 'REDESIGN REQUESTS', emptyText: 'No redesign requests' },
  { key: 'inProgress', title: 'IN PROGRESS PROPOSALS', emptyText: 'No proposals in progress' },
] as const;

/**
 * The redesign dashboard for holders of PB_VIEW_REDESIGN_DASHBOARD. Request cards arrive with the
 * chat work; until then every column shows its empty state.
 */
export function RedesignDashboard() {
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
        {DASHBOARD_COLUMNS.map((column) => (
          <Paper
            key={column.key}
            component="section"
            variant="outlined"
            aria-labelledby={`column-${column.key}`}
            sx={{ p: 2, minHeight: 240 }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                mb: 1,
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
              <Chip label={0} size="small" aria-label="Number of requests" />
            </Box>
            <EmptyState title={column.emptyText} />
          </Paper>
        ))}
      </Box>
    </>
  );
}
