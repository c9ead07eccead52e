import { PLATFORM_MESSAGES } from '@pb/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { RequireAuth } from '../../../components/guards/require-auth';
import { AppShell } from '../../../components/layout/app-shell';
import { FullPageStatus } from '../../../components/ui/full-page-status';
import { useLogout } from '../../../features/auth/api/logout';
import { NotificationSettingsDialog } from '../../../features/notification-settings/components/notification-settings-dialog';
import { ProfileDialog } from '../../../features/profile/components/profile-dialog';
import { RepChatBubble } from '../../../features/chat/components/rep-chat-bubble';
import { NotificationsButton } from '../../../features/notifications/components/notifications-button';
import { getAppConfigQueryOptions, useAppConfig } from '../../../lib/app-config';
import { authStorage } from '../../../lib/auth-storage';
import { useHasCapability, useMe } from '../../../lib/current-user';
import { useRealtimeConnection } from '../../../lib/realtime';

type OpenDialog = 'profile' | 'settings' | null;

/** The signed-in part of the app: loads the user, then the shell with the profile dialog. */
function AppLayout() {
  const me = useMe();
  const config = useAppConfig();
  const logout = useLogout();
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const close = () => setOpenDialog(null);
  const isProposalTeam = useHasCapability('PB_VIEW_REDESIGN_DASHBOARD');
  useRealtimeConnection();

  if (me.isPending) return <FullPageStatus isLoading message={PLATFORM_MESSAGES.loading} />;
  if (me.isError)
    return (
      <FullPageStatus message={PLATFORM_MESSAGES.initFailed} onRetry={() => void me.refetch()} />
    );

  return (
    <AppShell
      user={me.data}
      appLinks={config.data?.appSwitcher}
      notifications={<NotificationsButton userId={me.data.id} />}
      onManageProfile={() => setOpenDialog('profile')}
      onOpenSettings={() => setOpenDialog('settings')}
      onLogout={() => logout.mutate()}
    >
      <Outlet />
      {!isProposalTeam && <RepChatBubble />}
      {/* Mounted while open only: closed, they are work on every page's first render. */}
      {openDialog === 'profile' && <ProfileDialog me={me.data} isOpen onClose={close} />}
      {openDialog === 'settings' && (
        <NotificationSettingsDialog me={me.data} isOpen onClose={close} />
      )}
    </AppShell>
  );
}

/**
 * Leaving the signed-in area without tokens (logout, expired session) drops the user's cached
 * data. It runs after the pages are gone, so no query refetches without a token on the way out.
 */
function useForgetDataOnSignOut() {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      setTimeout(() => {
        if (authStorage.hasTokens()) return;
        queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
        queryClient.getMutationCache().clear();
      });
    },
    [queryClient],
  );
}

/**
 * The app config the shell reads (public), requested by the router as soon as the query client
 * exists rather than once the shell renders (issue 15). The user (`/auth/me`) is not prefetched
 * here: a failed prefetch and the shell's own query would each announce the failure. Never blocks.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getAppConfigQueryOptions());
  return null;
};

export default function AppRoot() {
  useForgetDataOnSignOut();
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}
