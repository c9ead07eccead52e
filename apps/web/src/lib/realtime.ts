import { RealtimeTicketSchema, type ChatMessage, type RealtimeServerMessage } from '@pb/core';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { env } from '../config/env';
import { api } from './api-client';
import { authStorage } from './auth-storage';

/** The server's pushes, and `first-open`: this tab's socket listens for the first time. */
type RealtimeEvent = RealtimeServerMessage | { type: 'first-open' };
type Listener = (message: RealtimeEvent) => void;

/** Query key prefixes the socket keeps fresh (features build their keys under them). */
export const CHATS_QUERY_KEY = ['chats'] as const;
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/**
 * The one realtime socket of the tab (spec 1 §4 "realtime-database token"): it fetches a
 * short-lived ticket (POST auth/refreshfirebaseauthtoken), connects to /api/realtime, reconnects
 * with backoff, and after every reconnect re-subscribes each room from the last message id it
 * saw, so nothing is lost.
 */
class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly rooms = new Map<string, { lastId: number; count: number }>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private users = 0;
  /** A socket of this tab has opened: every later open is a reconnect. */
  private opened = false;
  /** The first connection attempt ended (open or failed): lists may load (see `useRealtimeSettled`). */
  private settled = false;
  private readonly settledListeners = new Set<() => void>();

  readonly isSettled = () => this.settled;

  readonly onSettled = (listener: () => void) => {
    this.settledListeners.add(listener);
    return () => void this.settledListeners.delete(listener);
  };

  private settle() {
    if (this.settled) return;
    this.settled = true;
    for (const l of this.settledListeners) l();
  }

  start() {
    this.users += 1;
    if (this.users === 1) void this.connect();
  }

  stop() {
    this.users -= 1;
    if (this.users > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const s = this.socket;
    this.socket = null;
    s?.close();
    // Signed out: the next sign-in's first open is a first open again.
    this.opened = false;
    this.settled = false;
  }

  on(listener: Listener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Joins a request's room; messages after `afterId` arrive (again after reconnects). */
  subscribe(requestId: string, afterId: number) {
    const room = this.rooms.get(requestId);
    if (room) {
      room.count += 1;
      room.lastId = Math.max(room.lastId, afterId);
    } else this.rooms.set(requestId, { lastId: afterId, count: 1 });
    this.send({ type: 'subscribe', requestId, afterMessageId: this.rooms.get(requestId)!.lastId });
    return () => {
      const r = this.rooms.get(requestId);
      if (!r) return;
      r.count -= 1;
      if (r.count === 0) {
        this.rooms.delete(requestId);
        this.send({ type: 'unsubscribe', requestId });
      }
    };
  }

  private send(message: unknown) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private emit(message: RealtimeEvent) {
    for (const l of this.listeners) l(message);
  }

  private scheduleReconnect() {
    // Stopped (signed out, the last user gone): a late failure or close of the last attempt
    // leaves the next start unsettled, so its lists wait for its own first open.
    if (this.users === 0) return;
    this.settle();
    if (this.timer) return;
    const delay = Math.min(15_000, 500 * 2 ** this.attempt) * (0.75 + Math.random() / 2);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private async connect() {
    if (this.users === 0) return;
    if (!authStorage.hasTokens()) return this.settle();
    let ticket: string;
    try {
      ticket = (await api.post('/auth/refreshfirebaseauthtoken', { schema: RealtimeTicketSchema }))
        .token;
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (this.users === 0) return;
    const base = new URL(env.API_URL, window.location.origin);
    base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${base.toString().replace(/\/$/, '')}/realtime?ticket=${ticket}`);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      for (const [requestId, room] of this.rooms)
        this.send({ type: 'subscribe', requestId, afterMessageId: room.lastId });
      // After a reconnect, whatever happened while disconnected: lists refetch. On the first open
      // only lists asked before it can have missed an event (see useRealtimeConnection).
      this.emit(this.opened ? { type: 'resync' } : { type: 'first-open' });
      this.opened = true;
      this.settle();
    };
    socket.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as RealtimeServerMessage;
      if (message.type === 'message') {
        const room = this.rooms.get(message.message.requestId);
        if (room) room.lastId = Math.max(room.lastId, message.message.id);
      }
      this.emit(message);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      this.scheduleReconnect();
    };
  }
}

export const realtime = new RealtimeClient();

/**
 * Keeps the socket open while signed in and turns pushes into fresh data: request changes
 * refetch the chat lists and boards, notifications refetch the notification list.
 */
export function useRealtimeConnection() {
  const queryClient = useQueryClient();
  useEffect(() => {
    realtime.start();
    const off = realtime.on((m) => {
      if (m.type === 'first-open') {
        // Closing the race without a second request: an event is pushed to this tab only once its
        // socket is open, so a list whose fetch started before that may lack one that happened in
        // between and is asked again; a list asked after it (the notifications wait for
        // `useRealtimeSettled`) cannot, and is not asked twice.
        const askedBefore = (q: Query) =>
          q.state.dataUpdatedAt > 0 || q.state.fetchStatus === 'fetching';
        void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY, predicate: askedBefore });
        void queryClient.invalidateQueries({
          queryKey: NOTIFICATIONS_QUERY_KEY,
          predicate: askedBefore,
        });
        return;
      }
      if (m.type === 'request-changed' || m.type === 'resync')
        void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
      if (m.type === 'notification' || m.type === 'resync')
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      if (m.type === 'message' || m.type === 'chat-activity')
        void queryClient.invalidateQueries({ queryKey: [...CHATS_QUERY_KEY, 'user'] });
    });
    return () => {
      off();
      realtime.stop();
    };
  }, [queryClient]);
}

/**
 * True once the tab's socket has opened for the first time, or its first attempt failed: a list
 * kept fresh by pushes that starts loading then is asked once per page (a list asked before would
 * be asked again on the first open, in case an event fell between its answer and the open).
 */
export function useRealtimeSettled(): boolean {
  // Holds the socket too (the client counts its users): a list that waits for it never waits for
  // a socket nobody opens, whichever component mounts first.
  useEffect(() => {
    realtime.start();
    return () => realtime.stop();
  }, []);
  return useSyncExternalStore(realtime.onSettled, realtime.isSettled);
}

/** Live messages of one request's room (after `afterId`), for the chat thread. */
export function useRealtimeRoom(
  requestId: string | null,
  afterId: number,
  onMessage: (message: ChatMessage) => void,
) {
  useEffect(() => {
    if (!requestId) return;
    const off = realtime.on((m) => {
      if (m.type === 'message' && m.message.requestId === requestId) onMessage(m.message);
    });
    const leave = realtime.subscribe(requestId, afterId);
    return () => {
      off();
      leave();
    };
    // afterId is only the starting point; a change must not re-subscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId, onMessage]);
}
