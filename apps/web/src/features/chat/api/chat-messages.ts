import {
  ChatImageUploadSchema,
  ChatMessageSchema,
  type ChatMessage,
  type SendChatMessageInput,
} from '@pb/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/chats/requests/{id}/messages?after= */
export const getMessages = (requestId: string, after = 0, signal?: AbortSignal) =>
  api.get(`/chats/requests/${requestId}/messages?after=${after}`, {
    schema: z.array(ChatMessageSchema),
    signal,
  });

export const markRead = (requestId: string, lastMessageId: number) =>
  api.put(`/chats/requests/${requestId}/read`, { body: { lastMessageId } });

export function useSendMessage(requestId: string, onSent: (m: ChatMessage) => void) {
  return useMutation({
    meta: { errorMessage: 'Could not send the message.' },
    mutationFn: (input: SendChatMessageInput) =>
      api.post(`/chats/requests/${requestId}/messages`, {
        body: input,
        schema: ChatMessageSchema,
      }),
    onSuccess: onSent,
  });
}

/** POST /api/chats/images — multipart `file`; answers the stored path under chat/. */
export const uploadChatImage = (file: Blob) => {
  const form = new FormData();
  form.append('file', file, 'chat-image.jpg');
  return api.post('/chats/images', { body: form, schema: ChatImageUploadSchema });
};
