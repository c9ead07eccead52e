import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../config/paths';
import { LoginScreen } from '../../../features/auth/components/login-screen';
import { authStorage } from '../../../lib/auth-storage';

/** What the app may leave for this screen in the navigation's state ('Session Expired.'). */
export type LoginNotice = { notice?: string };

/** /login — back to `?redirectTo=` (or the dashboard) once signed in. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get('redirectTo'));
  const notice = (location.state as LoginNotice | null)?.notice ?? null;

  if (authStorage.hasTokens()) return <Navigate to={redirectTo} replace />;
  return (
    <LoginScreen notice={notice} onSignedIn={() => void navigate(redirectTo, { replace: true })} />
  );
}
