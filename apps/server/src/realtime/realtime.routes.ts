import websocket from '@fastify/websocket';
import {
  CHAT_MESSAGES as M,
  RealtimeTicketSchema,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '@pb/core';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { App } from '../app-types';
import { currentUser } from '../lib/current-user';
import { maySeeRequest } from '../modules/chats/chat-access';
import { findMessages, findRequest } from '../modules/chats/chats.repository';
import { findUserRowById } from '../modules/users/users.repository';
import { AppError } from '../errors';
import { isSessionActive } from '../modules/auth/refresh-tokens';
import { RealtimeHub, SESSION_ENDED_CLOSE, type RealtimeConnection } from './realtime-hub';
import { closeSocketsForRestart } from './realtime-shutdown';
import { signRealtimeTicket, useRealtimeTicket, verifyRealtimeTicket } from './realtime-ticket';

const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    requestId: z.uuid(),
    afterMessageId: z.number().int().min(0),
  }),
  z.object({ type: z.literal('unsubscribe'), requestId: z.uuid() }),
  z.object({ type: z.literal('ping') }),
]);

/**
 * The realtime channel: POST auth/refreshfirebaseauthtoken hands out a short-lived ticket;
 * GET /api/realtime?ticket=… upgrades to a WebSocket. Clients subscribe to request rooms (the
 * server checks each one) and get the messages after the id they last saw, then live ones.
 */
export async function realtimeRoutes(app: App, opts: { jwtSecret: Uint8Array }) {
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose: closeSocketsForRestart,
  });
  const hub = new RealtimeHub(app.pubsub, app.db, app.log);
  app.decorate('realtimeHub', hub);
  app.addHook('onClose', async () => {
    hub.close();
    for (const c of hub.connections) c.send({ type: 'resync' });
  });

  app.post('/api/auth/refreshfirebaseauthtoken', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'A short-lived ticket for the realtime socket',
      response: { 200: RealtimeTicketSchema },
    },
    handler: (req) => {
      const user = currentUser(req);
      if (!user.sessionId) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      return signRealtimeTicket(
        opts.jwtSecret,
        user.id,
        user.sessionId,
        app.env.REALTIME_TICKET_TTL_SECONDS,
      );
    },
  });

  app.get(
    '/api/realtime',
    {
      // The ticket in the query is the authentication (browsers cannot set socket headers).
      config: { access: 'public' },
      schema: {
        tags: ['realtime'],
        querystring: z.object({ ticket: z.string().max(2000).default('') }),
      },
      websocket: true,
    },
    async (socket: WebSocket, req: FastifyRequest) => {
      const { ticket } = req.query as { ticket: string };
      // Messages sent right after the socket opens (subscribes on reconnect) wait for the ticket
      // check instead of being dropped.
      const early: Buffer[] = [];
      let onMessage: ((data: Buffer) => void) | null = null;
      socket.on('message', (data: Buffer) => (onMessage ? onMessage(data) : early.push(data)));
      // A ticket opens one socket: a second use (here or on another instance) is refused, and
      // so is one whose session has ended since it was issued.
      const claims = await verifyRealtimeTicket(opts.jwtSecret, ticket);
      const fresh = claims ? await useRealtimeTicket(app.db, claims) : false;
      const live = fresh && claims ? await isSessionActive(app.db, claims.sessionId) : false;
      const row = live && claims ? await findUserRowById(app.db, claims.userId) : null;
      if (!claims || !row) {
        socket.close(SESSION_ENDED_CLOSE, 'ticket');
        return;
      }
      const connection: RealtimeConnection = {
        userId: row.id,
        sessionId: claims.sessionId,
        capabilities: row.capabilities,
        rooms: new Set(),
        send: (message: RealtimeServerMessage) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        },
        close: (code: number, reason: string) => socket.close(code, reason),
      };
      hub.add(connection);
      socket.on('close', () => hub.remove(connection));
      onMessage = (data: Buffer) => {
        void (async () => {
          let parsed: RealtimeClientMessage;
          try {
            parsed = ClientMessageSchema.parse(JSON.parse(data.toString()));
          } catch {
            connection.send({ type: 'error', message: 'Bad message.' });
            return;
          }
          if (parsed.type === 'ping') return connection.send({ type: 'pong' });
          if (parsed.type === 'unsubscribe') return hub.leave(connection, parsed.requestId);
          const request = await findRequest(app.db, parsed.requestId);
          const user = { id: connection.userId, capabilities: connection.capabilities };
          if (!request || !maySeeRequest(user, request)) {
            connection.send({
              type: 'error',
              message: M.mayNotSeeRequest,
              requestId: parsed.requestId,
            });
            return;
          }
          // Join first, then catch up: a message committed in between arrives twice at most
          // (clients keep messages by id), never not at all.
          hub.join(connection, parsed.requestId);
          const missed = await findMessages(app.db, parsed.requestId, parsed.afterMessageId);
          for (const message of missed) connection.send({ type: 'message', message });
          connection.send({ type: 'subscribed', requestId: parsed.requestId });
        })().catch((err: unknown) => req.log.warn({ err }, 'realtime message failed'));
      };
      connection.send({ type: 'ready', userId: row.id });
      for (const data of early.splice(0)) onMessage(data);
    },
  );
}
