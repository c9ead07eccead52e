import ImageIcon from '@mui/icons-material/Image';
import SendIcon from '@mui/icons-material/Send';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ChatRequest, ChatUser } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMe } from '../../../lib/current-user';
import { isolatedName } from '../../../components/ui/user-text';
import { formatDateTime } from '../../../lib/format-date';
import { uploadChatImage, useSendMessage } from '../api/chat-messages';
import { compressChatImage } from '../hooks/compress-image';
import { useChatThread } from '../hooks/use-chat-thread';
import { ChatImage } from './chat-image';

const initials = (u: ChatUser) => `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase();

/** A request's chat: bubbles with avatar or initials and time, and a composer for text and images. */
export function ChatThread({
  request,
  isReadOnly = false,
}: {
  /** The request: its start message is the thread's first bubble, from the rep (spec 3 §4). */
  request: Pick<ChatRequest, 'id' | 'startMessage' | 'rep' | 'createTimestamp'>;
  isReadOnly?: boolean;
}) {
  const requestId = request.id;
  const me = useMe().data;
  const { messages, isLoading, add } = useChatThread(requestId);
  const [text, setText] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const send = useSendMessage(requestId, (m) => {
    add(m);
    setText('');
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) send.mutate({ text: text.trim() });
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setIsUploading(true);
    try {
      const compressed = await compressChatImage(file);
      const { path } = await uploadChatImage(compressed);
      send.mutate({ imagePath: path });
    } catch (error) {
      enqueueSnackbar((error as Error).message || 'Could not send the image.', {
        variant: 'error',
      });
    } finally {
      setIsUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        role="log"
        aria-label="Chat messages"
        sx={{ flex: 1, overflowY: 'auto', p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {request.startMessage && (
          <Bubble
            testId="chat-start-message"
            user={request.rep}
            isMine={request.rep.id === me?.id}
            text={request.startMessage}
            timestamp={request.createTimestamp}
          />
        )}
        {isLoading && <CircularProgress size={24} sx={{ alignSelf: 'center' }} />}
        {messages.map((m) => (
          <Bubble
            key={m.id}
            testId="chat-message"
            user={m.user}
            isMine={m.userId === me?.id}
            text={m.text}
            imagePath={m.imagePath}
            timestamp={m.timestamp}
          />
        ))}
        <div ref={bottom} />
      </Box>
      {!isReadOnly && (
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            aria-label="Attach image"
            onChange={(e) => void attach(e.target.files?.[0])}
          />
          <Tooltip title="Send an image">
            <span>
              <IconButton
                aria-label="Send an image"
                onClick={() => fileInput.current?.click()}
                disabled={isUploading || send.isPending}
              >
                {isUploading ? <CircularProgress size={20} /> : <ImageIcon />}
              </IconButton>
            </span>
          </Tooltip>
          <TextField
            size="small"
            fullWidth
            placeholder="Write a message"
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { 'aria-label': 'Message', maxLength: 2000 } }}
          />
          <IconButton
            type="submit"
            color="primary"
            aria-label="Send"
            disabled={!text.trim() || send.isPending}
          >
            <SendIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

/** One bubble: avatar or initials, the text (isolated, so any script reads right), the time. */
function Bubble({
  testId,
  user,
  isMine,
  text,
  imagePath,
  timestamp,
}: {
  testId: string;
  user: ChatUser;
  isMine: boolean;
  text: string | null | undefined;
  imagePath?: string | null | undefined;
  timestamp: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        gap: 1,
        flexDirection: isMine ? 'row-reverse' : 'row',
        alignItems: 'flex-end',
      }}
    >
      <Tooltip title={isolatedName(user)}>
        <Avatar src={user.profilePicPath || undefined} sx={{ width: 28, height: 28, fontSize: 12 }}>
          {initials(user)}
        </Avatar>
      </Tooltip>
      <Box
        sx={{
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: isMine ? 'primary.main' : 'grey.100',
          color: isMine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {imagePath && <ChatImage path={imagePath} />}
        {text && (
          <Typography
            variant="body2"
            dir="auto"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', unicodeBidi: 'isolate' }}
          >
            {text}
          </Typography>
        )}
        <Typography variant="caption" sx={{ opacity: 0.75, display: 'block' }}>
          {formatDateTime(timestamp)}
        </Typography>
      </Box>
    </Box>
  );
}
