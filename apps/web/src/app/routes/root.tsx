import { Outlet } from 'react-router';
import { useSessionExpiry } from '../../features/auth/hooks/use-session-expiry';

/** Above every page: reacts to an expired session wherever the user is. */
export function Root() {
  useSessionExpiry();
  return <Outlet />;
}
