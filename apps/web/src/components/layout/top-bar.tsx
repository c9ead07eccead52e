import MenuIcon from '@mui/icons-material/Menu';
import PanelsIcon from '@mui/icons-material/SolarPower';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AppSwitcher, type AppSwitcherLinks } from './app-switcher';
import { ProfileMenu, type ProfileMenuProps } from './profile-menu';

type TopBarProps = ProfileMenuProps & {
  appLinks?: AppSwitcherLinks;
  /** The notifications bell (an app-level feature). */
  notifications?: ReactNode;
  /** Under 768 px the drawer is hidden and this button opens it. */
  onOpenNavigation?: () => void;
};

export function TopBar({ appLinks, notifications, onOpenNavigation, ...profileMenu }: TopBarProps) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* On a phone the gaps and the name shrink, so "Proposal Builder" reads whole (issue 33). */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {onOpenNavigation && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={onOpenNavigation}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to={paths.dashboard.getHref()}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 0.5, sm: 1 },
            color: 'inherit',
            textDecoration: 'none',
            flexGrow: 1,
            minWidth: 0,
          }}
        >
          <PanelsIcon sx={{ color: 'secondary.main' }} aria-hidden />
          <Typography
            variant="h6"
            component="span"
            noWrap
            sx={{ fontWeight: 600, fontSize: { xs: '1rem', sm: '1.25rem' } }}
          >
            Proposal Builder
          </Typography>
        </Box>
        <AppSwitcher links={appLinks} />
        {notifications}
        <ProfileMenu {...profileMenu} />
      </Toolbar>
    </AppBar>
  );
}
