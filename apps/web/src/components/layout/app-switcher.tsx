import AppsIcon from '@mui/icons-material/Apps';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HomeIcon from '@mui/icons-material/Home';
import MapIcon from '@mui/icons-material/Map';
import PanelsIcon from '@mui/icons-material/SolarPower';
import CrmIcon from '@mui/icons-material/SupervisorAccount';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

/** Where each app lives; configured on the server (GET /api/config). */
export type AppSwitcherLinks = {
  home: string;
  proposalBuilder: string;
  crm: string;
  reports: string;
  siteSurvey: string;
};

const APPS = [
  { key: 'home', label: 'Home', icon: HomeIcon },
  { key: 'proposalBuilder', label: 'Proposal Builder', icon: PanelsIcon },
  { key: 'crm', label: 'CRM', icon: CrmIcon },
  { key: 'reports', label: 'Reports', icon: AssessmentIcon },
  { key: 'siteSurvey', label: 'Site Survey', icon: MapIcon },
] as const;

/** Spec 1 §2: the menu that jumps between the company's apps. */
export function AppSwitcher({ links }: { links?: AppSwitcherLinks }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Apps">
        <IconButton
          color="inherit"
          aria-label="Switch app"
          aria-haspopup="menu"
          aria-controls={anchor ? 'app-switcher-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id="app-switcher-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
      >
        {APPS.map(({ key, label, icon: Icon }) => (
          <MenuItem
            key={key}
            component="a"
            href={links?.[key] ?? '#'}
            disabled={!links}
            selected={key === 'proposalBuilder'}
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
