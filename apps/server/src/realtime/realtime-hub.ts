import type { Capability, ChatMessage, RealtimeServerMessage } from '@pb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { liveSessions } from '../modules/auth/refresh-tokens';
import { findMessage } from '../modules/chats/chats.repository';
import { findUserRowById } from '../modules/users/users.repository';
import type { BusEvent } from './realtime-events';
import type { PubSub } from './pubsub';

/** One open socket of a signed-in user. */
export interface RealtimeConnection {
  userId: string;
  /** The session (refresh-token family) its ticket was issued in. */
  sessionId: string;
  capabilities: Capability[];
  rooms: Set<string>;
  send(message: RealtimeServerMessage): void;
  close(code: number, reason: string): void;
}

/** Close codes: the session ended (sign-out, revoked family) or the user's role changed. */
export const SESSION_ENDED_CLOSE = 4401;
export const ROLE_CHANGED_CLOSE = 4403;

/** The tables whose change may end a socket's session or change its user's capabilities. */
const SESSION_TABLES = new Set(['refresh_tokens', 'users', 'roles']);

/**
 * This instance's sockets. It listens on the database channel and hands each event to the
 * sockets allowed to get it: messages to those subscribed to the request's room (checked at
 * subscribe time), request changes to the proposal team and the request's rep and members,
 * notifications to their user.
 */
export class RealtimeHub {
  readonly connections = new Set<RealtimeConnection>();
  private readonly byRoom = new Map<string, Set<RealtimeConnection>>();
  private readonly unsubscribe: Array<() => void> = [];

  constructor(
    private readonly pubsub: PubSub,
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.unsubscribe.push(pubsub.subscribe((payload) => void this.onEvent(payload)));
    this.unsubscribe.push(
      pubsub.onReconnect(() => {
        for (const c of this.connections) c.send({ type: 'resync' });
        // Sign-outs may have been missed while the channel was down.
        this.scheduleSessionCheck();
      }),
    );
  }

  /** Closes every socket of `userId` on this instance (or those of one of its sessions). */
  closeUserSockets(userId: string, code: number, reason: string, sessionId?: string) {
    for (const c of [...this.connections]) {
      if (c.userId !== userId || (sessionId !== undefined && c.sessionId !== sessionId)) continue;
      this.remove(c);
      c.close(code, reason);
    }
  }

  private sessionCheck: Promise<void> | null = null;
  private sessionCheckAgain = false;

  /**
   * Any change to sessions, users or roles (the table trigger's event reaches every instance)
   * re-reads this instance's sockets' sessions and users: a socket whose session ended closes,
   * and so does one whose user's role or capabilities changed (the client reconnects with a new
   * ticket, or is signed out). One check at a time; changes meanwhile run one more.
   */
  private scheduleSessionCheck() {
    if (this.connections.size === 0) return;
    if (this.sessionCheck) {
      this.sessionCheckAgain = true;
      return;
    }
    this.sessionCheck = this.checkSessions()
      .catch((err: unknown) => this.log.warn({ err }, 'realtime session check failed'))
      .finally(() => {
        this.sessionCheck = null;
        if (this.sessionCheckAgain) {
          this.sessionCheckAgain = false;
          this.scheduleSessionCheck();
        }
      });
  }

  /** Settles when no session check is running (tests). */
  async settled() {
    while (this.sessionCheck) await this.sessionCheck;
  }

  private async checkSessions() {
    const connections = [...this.connections];
    const live = await liveSessions(this.db, [...new Set(connections.map((c) => c.sessionId))]);
    const users = new Map<string, Awaited<ReturnType<typeof findUserRowById>>>();
    for (const userId of new Set(connections.map((c) => c.userId)))
      users.set(userId, await findUserRowById(this.db, userId));
    for (const c of connections) {
      if (!this.connections.has(c)) continue;
      const user = users.get(c.userId);
      if (!user || !live.has(c.sessionId)) {
        this.closeUserSockets(c.userId, SESSION_ENDED_CLOSE, 'session ended', c.sessionId);
      } else if (!sameCapabilities(user.capabilities, c.capabilities)) {
        this.closeUserSockets(c.userId, ROLE_CHANGED_CLOSE, 'role changed');
      }
    }
  }

  add(connection: RealtimeConnection) {
    this.connections.add(connection);
  }

  remove(connection: RealtimeConnection) {
    this.connections.delete(connection);
    for (const room of connection.rooms) this.leave(connection, room);
  }

  join(connection: RealtimeConnection, requestId: string) {
    connection.rooms.add(requestId);
    let set = this.byRoom.get(requestId);
    if (!set) this.byRoom.set(requestId, (set = new Set()));
    set.add(connection);
  }

  leave(connection: RealtimeConnection, requestId: string) {
    connection.rooms.delete(requestId);
    const set = this.byRoom.get(requestId);
    set?.delete(connection);
    if (set && set.size === 0) this.byRoom.delete(requestId);
  }

  private deliverMessage(message: ChatMessage, userIds: string[]) {
    const set = this.byRoom.get(message.requestId);
    if (set) for (const c of set) c.send({ type: 'message', message });
    // People in the request who are not looking at it: their unread counts changed.
    for (const c of this.connections) {
      if (!c.rooms.has(message.requestId) && userIds.includes(c.userId))
        c.send({ type: 'chat-activity', requestId: message.requestId });
    }
  }

  private async onEvent(payload: string) {
    let event: BusEvent;
    try {
      event = JSON.parse(payload) as BusEvent;
    } catch {
      return;
    }
    switch (event.t) {
      case 'table':
        if (SESSION_TABLES.has(event.table)) this.scheduleSessionCheck();
        return;
      case 'message':
        this.deliverMessage(event.message, event.userIds);
        return;
      case 'message-ref': {
        const message = await findMessage(this.db, event.id).catch((err: unknown) => {
          this.log.warn({ err }, 'realtime message lookup failed');
          return null;
        });
        if (message) this.deliverMessage(message, event.userIds);
        return;
      }
      case 'request':
        for (const c of this.connections) {
          if (
            c.capabilities.includes('PB_VIEW_REDESIGN_DASHBOARD') ||
            event.userIds.includes(c.userId)
          ) {
            c.send({
              type: 'request-changed',
              requestId: event.requestId,
              customerId: event.customerId,
            });
          }
        }
        return;
      case 'notification':
        for (const c of this.connections) {
          if (c.userId === event.notification.userId)
            c.send({ type: 'notification', notification: event.notification });
        }
        return;
    }
  }

  close() {
    for (const u of this.unsubscribe) u();
  }
}

function sameCapabilities(a: readonly Capability[], b: readonly Capability[]) {
  return a.length === b.length && a.every((x) => b.includes(x));
}
