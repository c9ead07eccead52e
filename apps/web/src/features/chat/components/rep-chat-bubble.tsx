import ChatIcon from '@mui/icons-material/Chat';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { UNREAD_BADGE_CAP, type UserChat } from '@pb/core';
import { useState } from 'react';
import { useMe } from '../../../lib/current-user';
import { useUserChats } from '../api/chat-requests';
import { ChatDialog } from './chat-dialog';
import { RequestStatusChip } from './request-status-chip';
import { UserText } from '../../../components/ui/user-text';

/**
 * The rep's chat bubble (bottom corner): an unread badge, the last 15 requests with their status,
 * and the chat of the one picked (spec 1 §2, spec 3 §4, §9).
 */
export function RepChatBubble() {
  const me = useMe().data;
  const chats = useUserChats(me?.id);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<UserChat | null>(null);
  const unread = (chats.data ?? []).reduce((sum, c) => sum + c.unreadCount, 0);

  return (
    <>
      <Fab
        color="primary"
        aria-label="Chat with the proposal team"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (t) => t.zIndex.speedDial }}
      >
        <Badge
          badgeContent={unread}
          max={UNREAD_BADGE_CAP}
          color="error"
          data-testid="chat-unread-badge"
        >
          <ChatIcon />
        </Badge>
      </Fab>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxHeight: 480 } } }}
      >
        <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
          Your requests
        </Typography>
        {(chats.data ?? []).length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            No requests yet. Request an initial proposal or a redesign to chat with the proposal
            team.
          </Typography>
        ) : (
          <List dense aria-label="Your requests">
            {chats.data!.map((c) => (
              <ListItemButton
                key={c.id}
                onClick={() => {
                  setOpen(c);
                  setAnchor(null);
                }}
              >
                <ListItemText
                  primary={
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Badge badgeContent={c.unreadCount} max={UNREAD_BADGE_CAP} color="error">
                        <UserText>{c.customerName}</UserText>
                      </Badge>
                    </Box>
                  }
                  secondary={c.initial ? 'Initial proposal' : 'Redesign'}
                />
                <RequestStatusChip request={c} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
      <ChatDialog
        request={open}
        title={
          open ? `${open.customerName} — ${open.initial ? 'Initial proposal' : 'Redesign'}` : ''
        }
        isReadOnly={open ? !open.isActive : false}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
