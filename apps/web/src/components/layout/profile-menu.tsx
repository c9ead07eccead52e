import LogoutIcon from '@mui/icons-material/Logout';
import ProfileIcon from '@mui/icons-material/AccountCircle';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Me } from '@pb/core';
import { useState } from 'react';
import { UserAvatar } from './user-avatar';

export type ProfileMenuProps = {
  user: Me;
  onManageProfile: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
};

/** Spec 1 §2: Manage My Profile, Settings, Logout. */
export function ProfileMenu({ user, onManageProfile, onOpenSettings, onLogout }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <IconButton
        aria-label="Open profile menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'profile-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar
          firstName={user.firstName}
          lastName={user.lastName}
          picture={user.profilePicPath}
        />
      </IconButton>
      <Menu
        id="profile-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
          <Typography variant="subtitle2">
            {user.firstName} {user.lastName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {user.role.name}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={choose(onManageProfile)}>
          <ListItemIcon>
            <ProfileIcon fontSize="small" />
          </ListItemIcon>
          Manage My Profile
        </MenuItem>
        <MenuItem onClick={choose(onOpenSettings)}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem onClick={choose(onLogout)}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
