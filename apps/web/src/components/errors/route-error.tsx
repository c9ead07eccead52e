import Box from '@mui/material/Box';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';
import { NotFound } from './not-found';

/** `errorElement` of the router: a failed lazy import, loader or render. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const asError = error instanceof Error ? error : new Error('Unexpected error');
  return (
    <Box sx={{ p: 2 }}>
      <ErrorFallback error={asError} reset={() => window.location.reload()} />
    </Box>
  );
}
