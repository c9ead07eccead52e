import ForumIcon from '@mui/icons-material/Forum';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { UNREAD_BADGE_CAP } from '@pb/core';
import { useState } from 'react';
import { useMe } from '../../../lib/current-user';
import { useUserChats } from '../api/chat-requests';
import { RedesignHistory } from './redesign-history';
import { RequestRedesignButton } from './request-buttons';

/**
 * The editor's Redesigns button (spec 3 §2): a badge with the unread messages of this customer's
 * requests in the user's chat list; opens the customer's requests with their chats.
 */
export function RedesignsButton({
  customerId,
  proposalId,
}: {
  customerId: string;
  proposalId: string;
}) {
  const me = useMe().data;
  const chats = useUserChats(me?.id);
  const [isOpen, setIsOpen] = useState(false);
  const unread = (chats.data ?? [])
    .filter((c) => c.customerId === customerId)
    .reduce((sum, c) => sum + c.unreadCount, 0);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          <Badge badgeContent={unread} max={UNREAD_BADGE_CAP} color="error">
            <ForumIcon />
          </Badge>
        }
        onClick={() => setIsOpen(true)}
      >
        Redesigns
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Redesigns</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <RequestRedesignButton customerId={customerId} proposalId={proposalId} />
          <RedesignHistory customerId={customerId} />
        </DialogContent>
      </Dialog>
    </>
  );
}
