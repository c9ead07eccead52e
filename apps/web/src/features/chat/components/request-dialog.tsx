import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_START_MESSAGE_LENGTH } from '@pb/core';
import { useState } from 'react';

type RequestDialogProps = {
  title: string;
  isOpen: boolean;
  isSending: boolean;
  onClose: () => void;
  onSend: (startMessage: string) => void;
};

/** Asks the start message of a new request. */
export function RequestDialog({ title, isOpen, isSending, onClose, onSend }: RequestDialogProps) {
  const [message, setMessage] = useState('');
  return (
    <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          label="Message to the proposal team"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_START_MESSAGE_LENGTH } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!message.trim() || isSending}
          onClick={() => onSend(message.trim())}
        >
          Send Request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
