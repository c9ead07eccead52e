import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { alpha, type Theme } from '@mui/material/styles';
import { NavLink } from 'react-router';
import { getVisibleNavSections } from './nav-sections';

export const DRAWER_WIDTH = 248;

type NavDrawerProps = {
  capabilities: readonly string[];
  /** Permanent beside the content on wide screens; a temporary overlay under 768 px. */
  variant: 'permanent' | 'temporary';
  isOpen: boolean;
  onClose: () => void;
};

/**
 * The drawer's look (MUI's dense list: 36 px rows, 40 px icon column, the primary tint on the
 * current page) as one style for the whole navigation. The links are plain elements, not one MUI
 * list item, button, icon box and text per link: the drawer is on every page, and those ~200
 * components were a tenth of the customer page's first render (issue 15, decision 0039).
 */
const navStyle = (theme: Theme) => {
  const { action, primary, text } = theme.palette;
  return {
    overflowY: 'auto',
    '& .pb-nav-title': {
      ...theme.typography.body2,
      px: 2,
      lineHeight: '40px',
      fontWeight: 700,
      letterSpacing: 1,
      color: text.secondary,
    },
    '& ul': { listStyle: 'none', m: 0, p: 0, pb: 1 },
    '& a': {
      ...theme.typography.body2,
      display: 'flex',
      alignItems: 'center',
      minHeight: 36,
      px: 2,
      py: 0.5,
      color: text.primary,
      textDecoration: 'none',
      '&:hover': { bgcolor: action.hover },
      '&:focus-visible': { bgcolor: action.focus, outlineOffset: -2 },
      '&[aria-current="page"]': {
        bgcolor: alpha(primary.main, action.selectedOpacity),
        '&:hover': { bgcolor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity) },
        '&:focus-visible': {
          bgcolor: alpha(primary.main, action.selectedOpacity + action.focusOpacity),
        },
      },
    },
    '& svg': { flexShrink: 0, mr: 2.5, color: action.active },
  } as const;
};

export function NavDrawer({ capabilities, variant, isOpen, onClose }: NavDrawerProps) {
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
      <Box component="nav" aria-label="Main navigation" sx={navStyle}>
        {sections.map((section) => (
          <div key={section.title}>
            <div className="pb-nav-title" id={`nav-section-${section.title}`}>
              {section.title}
            </div>
            <ul aria-labelledby={`nav-section-${section.title}`}>
              {section.items.map(({ label, href, icon: Icon }) => (
                // Each link sits in its own list item (an <a> straight inside <ul> is not a list).
                // NavLink marks the current page (aria-current="page"): `/` only on itself, any
                // other link on its own path and the paths under it.
                <li key={href}>
                  <NavLink
                    to={href}
                    end={href === '/'}
                    onClick={variant === 'temporary' ? onClose : undefined}
                  >
                    <Icon fontSize="small" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Box>
    </Drawer>
  );
}
