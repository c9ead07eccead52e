import type { ChatMessage } from '@pb/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeRoom } from '../../../lib/realtime';
import { getMessages, markRead } from '../api/chat-messages';

/**
 * A request's messages: loaded once, then kept live through the socket room (which catches up
 * from the last id after reconnects). Messages are kept by id, so a repeat is harmless. What the
 * user has seen is recorded for the unread counts. Load failures are only logged (spec 1 §8).
 */
export function useChatThread(requestId: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  const lastRead = useRef(0);

  const merge = useCallback((incoming: ChatMessage[]) => {
    setMessages((current) => {
      const byId = new Map(current.map((m) => [m.id, m]));
      for (const m of incoming) byId.set(m.id, m);
      return [...byId.values()].sort((a, b) => a.id - b.id);
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    getMessages(requestId, 0, controller.signal)
      .then((loaded) => merge(loaded))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not load chat messages', error);
      })
      .finally(() => setIsLoading(false));
    return () => controller.abort();
  }, [requestId, merge]);

  const onMessage = useCallback((m: ChatMessage) => merge([m]), [merge]);
  useRealtimeRoom(requestId, 0, onMessage);

  const latest = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (latest > lastRead.current) {
      lastRead.current = latest;
      markRead(requestId, latest).catch((error: unknown) =>
        console.error('Could not record read messages', error),
      );
    }
  }, [requestId, latest]);

  return { messages, isLoading, add: onMessage };
}
