import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { CHAT_MESSAGES as M, UNREAD_BADGE_CAP } from '@pb/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { useMarkAllSeen, useNotifications } from '../api/notifications';

/** Spec 1 §2, §9: the bell with an unread badge (capped at 99) and a 400 px popover. */
export const NOTIFICATION_POPOVER_WIDTH = 400;
export const NOTIFICATION_LIST_MAX_HEIGHT = 400;
const POPOVER_MARGIN = 16;

export function NotificationsButton({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const markAllSeen = useMarkAllSeen(userId);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mark all seen disables itself: focus moves to the heading first, so it stays in the popover
  // (a keyboard user can still close it with Escape) instead of falling to the page body.
  const headingRef = useRef<HTMLElement>(null);
  const unread = notifications.data?.unreadCount ?? 0;
  const list = notifications.data?.notifications ?? [];

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Notifications${unread ? ` (${unread} unread)` : ''}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge
          badgeContent={unread}
          max={UNREAD_BADGE_CAP}
          color="error"
          data-testid="notification-badge"
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // The popover keeps its 16 px margin from the screen's edges on a phone too (issue 33).
        slotProps={{
          paper: {
            sx: {
              width: NOTIFICATION_POPOVER_WIDTH,
              maxWidth: `calc(100vw - ${2 * POPOVER_MARGIN}px)`,
            },
          },
        }}
        marginThreshold={POPOVER_MARGIN}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            variant="subtitle1"
            ref={headingRef}
            tabIndex={-1}
            sx={{ fontWeight: 600, outline: 'none' }}
          >
            Notifications
          </Typography>
          <Button
            size="small"
            onClick={() => {
              headingRef.current?.focus();
              markAllSeen.mutate();
            }}
            disabled={unread === 0 || markAllSeen.isPending}
          >
            Mark all seen
          </Button>
        </Box>
        {list.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {M.noNewNotifications}
          </Typography>
        ) : (
          <List
            dense
            aria-label="Notifications"
            sx={{ maxHeight: NOTIFICATION_LIST_MAX_HEIGHT, overflowY: 'auto' }}
          >
            {list.map((n) => (
              <ListItemButton
                key={n.id}
                onClick={() => {
                  setAnchor(null);
                  if (n.link) void navigate(n.link);
                }}
                sx={{ bgcolor: n.isRead ? undefined : 'action.hover' }}
              >
                <ListItemText
                  primary={n.body}
                  secondary={formatDateTime(n.createdAt)}
                  slotProps={{ primary: { sx: { fontWeight: n.isRead ? 400 : 600 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
