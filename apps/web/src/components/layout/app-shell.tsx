import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../errors/error-boundary';
import type { AppSwitcherLinks } from './app-switcher';
import { Breadcrumbs } from './breadcrumbs';
import { NavDrawer } from './nav-drawer';
import type { ProfileMenuProps } from './profile-menu';
import { TopBar } from './top-bar';

type AppShellProps = ProfileMenuProps & {
  appLinks?: AppSwitcherLinks;
  /** Shown in the top bar: the notifications bell. */
  notifications?: ReactNode;
  children: ReactNode;
};

/**
 * Spec 1 §2 Layout: top bar, navigation drawer (permanent at ≥ 768 px, opened by a button below),
 * breadcrumbs and the page content, which has its own error boundary.
 */
export function AppShell({ appLinks, notifications, children, ...profileMenu }: AppShellProps) {
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [isNavigationOpen, setIsNavigationOpen] = useState(false);
  const location = useLocation();
  const capabilities = profileMenu.user.role.capabilities.proposalBuilder;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        {...profileMenu}
        appLinks={appLinks}
        notifications={notifications}
        onOpenNavigation={isWide ? undefined : () => setIsNavigationOpen(true)}
      />
      <NavDrawer
        capabilities={capabilities}
        variant={isWide ? 'permanent' : 'temporary'}
        isOpen={isNavigationOpen}
        onClose={() => setIsNavigationOpen(false)}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Breadcrumbs />
        <ErrorBoundary resetKeys={[location.pathname]}>{children}</ErrorBoundary>
      </Box>
    </Box>
  );
}
