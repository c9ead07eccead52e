import { PLATFORM_MESSAGES } from '@pb/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { authStorage } from '../../lib/auth-storage';

/**
 * Spec 1 §2: protected routes only check that a token is held; capabilities are checked in screens.
 * A session that just expired goes to /login with 'Session Expired.', as the API client's own
 * navigation does (app/session-expiry.ts): whichever of the two lands last, the notice is there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!authStorage.hasTokens()) {
    const state = authStorage.endedByExpiry()
      ? { notice: PLATFORM_MESSAGES.sessionExpired }
      : undefined;
    return (
      <Navigate
        to={paths.login.getHref(`${location.pathname}${location.search}`)}
        replace
        state={state}
      />
    );
  }
  return children;
}
