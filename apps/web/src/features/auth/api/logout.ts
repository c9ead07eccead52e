import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** POST /api/auth/logout — revokes the refresh token on the server. */
export const logout = async () => {
  const refreshToken = authStorage.getRefreshToken();
  if (!refreshToken) return;
  await api.post('/auth/logout', { body: { refreshToken }, isPublic: true });
};

/**
 * Spec 1 §2: Logout clears the tokens and goes to /login, even when the server call fails. (The
 * signed-in layout drops the cached data once it is gone.)
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      authStorage.clear();
      await navigate(paths.login.getHref(), { replace: true });
    },
  });
}
