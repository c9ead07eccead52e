import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { authStorage } from '../../lib/auth-storage';

/** Spec 1 §2: protected routes only check that a token is held; capabilities are checked in screens. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!authStorage.hasTokens()) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
