import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../config/paths';
import { LoginScreen } from '../../../features/auth/components/login-screen';
import { authStorage } from '../../../lib/auth-storage';

/** /login — back to `?redirectTo=` (or the dashboard) once signed in. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get('redirectTo'));

  if (authStorage.hasTokens()) return <Navigate to={redirectTo} replace />;
  return <LoginScreen onSignedIn={() => void navigate(redirectTo, { replace: true })} />;
}
