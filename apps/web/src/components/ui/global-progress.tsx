import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/** A thin bar at the very top while any request is running (spec 1 §2 Layout). */
export function GlobalProgress() {
  const isBusy = useIsFetching() + useIsMutating() > 0;
  if (!isBusy) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label="Loading data"
      data-testid="global-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}
