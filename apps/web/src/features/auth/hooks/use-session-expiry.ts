import { PLATFORM_MESSAGES } from '@pb/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * When the API client gives up on the session (refresh failed), say 'Session Expired.' and go to
 * /login, coming back here after signing in. Mounted once, at the root route.
 */
export function useSessionExpiry() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { pathname, search } = useLocation();

  useEffect(
    () =>
      api.onSessionExpired(() => {
        enqueueSnackbar(PLATFORM_MESSAGES.sessionExpired, { variant: 'warning' });
        void Promise.resolve(
          navigate(paths.login.getHref(`${pathname}${search}`), { replace: true }),
        ).then(() => queryClient.clear());
      }),
    [navigate, queryClient, enqueueSnackbar, pathname, search],
  );
}
