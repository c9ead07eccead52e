import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { NavLink, useLocation } from 'react-router';
import { getVisibleNavSections } from './nav-sections';

export const DRAWER_WIDTH = 248;

type NavDrawerProps = {
  capabilities: readonly string[];
  /** Permanent beside the content on wide screens; a temporary overlay under 768 px. */
  variant: 'permanent' | 'temporary';
  isOpen: boolean;
  onClose: () => void;
};

function isActive(href: string, pathname: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

export function NavDrawer({ capabilities, variant, isOpen, onClose }: NavDrawerProps) {
  const { pathname } = useLocation();
  const sections = getVisibleNavSections(capabilities);

  return (
    <Drawer
      variant={variant}
      open={variant === 'permanent' || isOpen}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
      sx={{ width: variant === 'permanent' ? DRAWER_WIDTH : undefined, flexShrink: 0 }}
    >
      <Toolbar />
      <Box component="nav" aria-label="Main navigation" sx={{ overflowY: 'auto' }}>
        {sections.map((section) => (
          <List
            key={section.title}
            dense
            aria-labelledby={`nav-section-${section.title}`}
            subheader={
              <ListSubheader
                id={`nav-section-${section.title}`}
                sx={{ fontWeight: 700, letterSpacing: 1, lineHeight: '40px' }}
              >
                {section.title}
              </ListSubheader>
            }
          >
            {section.items.map(({ label, href, icon: Icon }) => (
              // Each link sits in its own list item (an <a> straight inside <ul> is not a list).
              <ListItem key={href} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={href}
                  end={href === '/'}
                  selected={isActive(href, pathname)}
                  onClick={variant === 'temporary' ? onClose : undefined}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
