import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../errors/error-boundary';
import type { AppSwitcherLinks } from './app-switcher';
import { Breadcrumbs } from './breadcrumbs';
import { NavDrawer } from './nav-drawer';
import type { ProfileMenuProps } from './profile-menu';
import { TopBar } from './top-bar';

/** The skip link's target. */
const MAIN_CONTENT_ID = 'main-content';

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
      {/* The first stop of the Tab key: past the top bar and the drawer to the page itself. */}
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event: MouseEvent) => {
          // Focus moves without a hash change (the router would treat it as a navigation).
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
        sx={{
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          boxShadow: 3,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        Skip to content
      </Box>
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
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}
      >
        <Toolbar />
        <Breadcrumbs />
        <ErrorBoundary resetKeys={[location.pathname]}>{children}</ErrorBoundary>
      </Box>
    </Box>
  );
}
