import { PLATFORM_MESSAGES } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import type { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * When the API client gives up on the session (the refresh failed): 'Session Expired.' and go to
 * /login, coming back here after signing in (the signed-in layout drops the cached data as it
 * closes). Subscribed next to the router, before any page renders, so a failure during the first
 * load is not missed.
 */
export function handleSessionExpiry(router: AppRouter): () => void {
  return api.onSessionExpired(() => {
    const { pathname, search } = router.state.location;
    enqueueSnackbar(PLATFORM_MESSAGES.sessionExpired, { variant: 'warning' });
    const redirectTo = pathname === paths.login.path ? null : `${pathname}${search}`;
    void router.navigate(paths.login.getHref(redirectTo), { replace: true });
  });
}
