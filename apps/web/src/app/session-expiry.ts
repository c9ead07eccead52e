import { PLATFORM_MESSAGES } from '@pb/core';
import type { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import type { LoginNotice } from './routes/auth/login';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * When the API client gives up on the session (the refresh failed): back to /login, coming back
 * here after signing in, where the screen says 'Session Expired.' (the navigation's state; /login
 * has no snackbars, decision 0063). The signed-in layout drops the cached data as it closes.
 * Subscribed when the query client is made, before any page's request, so a failure during the
 * first load is not missed.
 */
export function handleSessionExpiry(router: AppRouter): () => void {
  return api.onSessionExpired(() => {
    const { pathname, search } = router.state.location;
    const redirectTo = pathname === paths.login.path ? null : `${pathname}${search}`;
    const state: LoginNotice = { notice: PLATFORM_MESSAGES.sessionExpired };
    void router.navigate(paths.login.getHref(redirectTo), { replace: true, state });
  });
}
