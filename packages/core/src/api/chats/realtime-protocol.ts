import type { ChatMessage } from './chat-request.schema';
import type { Notification } from '../notifications.schema';

/** What a client sends over the realtime socket. */
export type RealtimeClientMessage =
  | { type: 'subscribe'; requestId: string; afterMessageId: number }
  | { type: 'unsubscribe'; requestId: string }
  | { type: 'ping' };

/**
 * What the server pushes: messages of subscribed rooms (after a catch-up from `afterMessageId`),
 * request changes the user may see (the boards, the rep's bubble) and the user's notifications.
 */
export type RealtimeServerMessage =
  | { type: 'ready'; userId: string }
  | { type: 'message'; message: ChatMessage }
  | { type: 'subscribed'; requestId: string }
  /** A new message in a request of the user's that this socket does not watch (unread counts). */
  | { type: 'chat-activity'; requestId: string }
  /** A request the user may see was created, started, unclaimed, completed or got a member. */
  | { type: 'request-changed'; requestId: string; customerId: string }
  | { type: 'notification'; notification: Notification }
  | { type: 'error'; message: string; requestId?: string }
  /** The server lost events (its database listener reconnected): refetch and re-subscribe. */
  | { type: 'resync' }
  | { type: 'pong' };
