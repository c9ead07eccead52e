import type { Capability, ChatMessage, RealtimeServerMessage } from '@pb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { findMessage } from '../modules/chats/chats.repository';
import type { BusEvent } from './realtime-events';
import type { PubSub } from './pubsub';

/** One open socket of a signed-in user. */
export interface RealtimeConnection {
  userId: string;
  capabilities: Capability[];
  rooms: Set<string>;
  send(message: RealtimeServerMessage): void;
}

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
      }),
    );
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
