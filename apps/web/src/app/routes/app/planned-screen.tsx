import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Capability } from '@pb/core';
import { RequireCapability } from '../../../components/guards/require-capability';
import { PageHeader } from '../../../components/ui/page-header';

type PlannedScreenProps = { title: string; capability: Capability };

/** Stands in for a screen of a later issue, behind the same capability check it will have. */
export function PlannedScreen({ title, capability }: PlannedScreenProps) {
  return (
    <RequireCapability capability={capability} area={title}>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
        <ConstructionIcon fontSize="large" aria-hidden />
        <Typography>This screen is being built.</Typography>
      </Paper>
    </RequireCapability>
  );
}
