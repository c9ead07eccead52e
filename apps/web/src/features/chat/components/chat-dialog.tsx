import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ChatRequest } from '@pb/core';
import type { ReactNode } from 'react';
import { ChatThread } from './chat-thread';

/** Spec 3 §9: 500 px high, 400 px wide; full screen under 768 px. */
export const CHAT_DIALOG_SIZE = { width: 400, height: 500 } as const;

type ChatDialogProps = {
  request: ChatRequest | null;
  title: ReactNode;
  isReadOnly?: boolean;
  onClose: () => void;
};

export function ChatDialog({ request, title, isReadOnly, onClose }: ChatDialogProps) {
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Dialog
      open={!!request}
      onClose={onClose}
      fullScreen={isMobile}
      aria-labelledby="chat-dialog-title"
      slotProps={{
        paper: {
          sx: isMobile
            ? {}
            : { width: CHAT_DIALOG_SIZE.width, height: CHAT_DIALOG_SIZE.height, m: 2 },
        },
      }}
    >
      <DialogTitle id="chat-dialog-title" sx={{ pr: 6, py: 1.5, fontSize: '1rem' }}>
        {title}
        <IconButton
          aria-label="Close chat"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {request && <ChatThread request={request} isReadOnly={isReadOnly} />}
      </Box>
    </Dialog>
  );
}
