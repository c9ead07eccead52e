import multipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  CHAT_MESSAGES as M,
  ChatImageUploadSchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatRequestIdParamsSchema,
  ChatRequestSchema,
  CompleteChatRequestInputSchema,
  CompletedChatSchema,
  CreateChatRequestInputSchema,
  MarkChatReadInputSchema,
  MAX_CHAT_IMAGE_BYTES,
  SendChatMessageInputSchema,
  UserChatSchema,
} from '@pb/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types';
import { AppError, badRequest } from '../../errors';
import { currentUser } from '../../lib/current-user';
import {
  completeRequest,
  createRequest,
  getMessages,
  getRequest,
  listActive,
  listForCustomer,
  listForUser,
  markRead,
  sendMessage,
  startRequest,
  storeChatImage,
  unclaimRequest,
  type ChatContext,
} from './chats.service';

const signedIn = { access: 'authenticated' } as const;
const dashboard = { access: { capability: 'PB_VIEW_REDESIGN_DASHBOARD' } } as const;
const tags = ['chats'];

async function readImage(req: FastifyRequest): Promise<Buffer> {
  try {
    const file = await req.file({ limits: { fileSize: MAX_CHAT_IMAGE_BYTES, files: 1 } });
    if (!file) throw badRequest(M.chatImageNotAnImage);
    const bytes = await file.toBuffer();
    return bytes;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(M.chatImageTooLarge, [{ path: 'file', message: M.chatImageTooLarge }]);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(M.chatImageNotAnImage);
    // A malformed body (no boundary, a cut-off part) is the client's: 400, not 500.
    if (!(err instanceof AppError)) throw badRequest(M.chatImageNotAnImage);
    throw err;
  }
}

/**
 * Requests and their chat (spec 1 §4, §7; spec 3 §2, §4): create, the dashboard list, Start,
 * Unclaim, Mark Completed (POST chats), lists per customer and per user, messages and images.
 */
export async function chatsRoutes(app: App) {
  await app.register(multipart, { limits: { fileSize: MAX_CHAT_IMAGE_BYTES, files: 1 } });
  const ctx = (req: FastifyRequest): ChatContext => ({
    db: app.db,
    pubsub: app.pubsub,
    notifier: app.notifier,
    leads: app.integrations.leads,
    storage: app.integrations.fileStorage,
    log: req.log,
    chatDebounceMs: app.env.CHAT_NOTIFICATION_DEBOUNCE_MS,
  });

  app.post('/api/chats/requests', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Open an initial design or redesign request (the caller is the rep)',
      body: CreateChatRequestInputSchema,
      response: { 201: ChatRequestSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await createRequest(ctx(req), currentUser(req), req.body)),
  });

  app.get('/api/chats/requests', {
    config: dashboard,
    schema: {
      tags,
      summary: 'Active requests for the dashboard, sorted by appointment date',
      response: { 200: z.array(ChatRequestSchema) },
    },
    handler: (req) => listActive(ctx(req)),
  });

  app.get('/api/chats/requests/:id', {
    config: signedIn,
    schema: { tags, params: ChatRequestIdParamsSchema, response: { 200: ChatRequestSchema } },
    handler: (req) => getRequest(ctx(req), currentUser(req), req.params.id),
  });

  app.post('/api/chats/requests/:id/start', {
    config: dashboard,
    schema: {
      tags,
      summary: 'Start: become the owner (409 when someone else was first)',
      params: ChatRequestIdParamsSchema,
      response: { 200: ChatRequestSchema, 409: ApiErrorSchema },
    },
    handler: (req) => startRequest(ctx(req), currentUser(req), req.params.id),
  });

  app.post('/api/chats/requests/:id/unclaim', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Unclaim: the owner or PB_MANAGE_REDESIGN_REQUESTS',
      params: ChatRequestIdParamsSchema,
      response: { 200: ChatRequestSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
    },
    handler: (req) => unclaimRequest(ctx(req), currentUser(req), req.params.id),
  });

  app.post('/api/chats', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Mark Completed: closes the request and answers it with its messages',
      body: CompleteChatRequestInputSchema,
      response: { 200: CompletedChatSchema, 403: ApiErrorSchema, 409: ApiErrorSchema },
    },
    handler: (req) => completeRequest(ctx(req), currentUser(req), req.body.id),
  });

  app.get('/api/chats/customer/:id', {
    config: signedIn,
    schema: {
      tags,
      summary: "The customer's requests the caller may see, newest first",
      params: z.object({ id: z.uuid() }),
      response: { 200: z.array(ChatRequestSchema) },
    },
    handler: (req) => listForCustomer(ctx(req), currentUser(req), req.params.id),
  });

  app.get('/api/chats/user/:userId', {
    config: signedIn,
    schema: {
      tags,
      summary: "The user's chat list with unread counts",
      params: z.object({ userId: z.uuid() }),
      response: { 200: z.array(UserChatSchema) },
    },
    handler: (req) => listForUser(ctx(req), currentUser(req), req.params.userId),
  });

  app.get('/api/chats/requests/:id/messages', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Messages after a message id (catch-up)',
      params: ChatRequestIdParamsSchema,
      querystring: ChatMessagesQuerySchema,
      response: { 200: z.array(ChatMessageSchema) },
    },
    handler: (req) => getMessages(ctx(req), currentUser(req), req.params.id, req.query.after),
  });

  app.post('/api/chats/requests/:id/messages', {
    config: signedIn,
    schema: {
      tags,
      params: ChatRequestIdParamsSchema,
      body: SendChatMessageInputSchema,
      response: { 201: ChatMessageSchema },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await sendMessage(ctx(req), currentUser(req), req.params.id, req.body)),
  });

  app.put('/api/chats/requests/:id/read', {
    config: signedIn,
    schema: {
      tags,
      params: ChatRequestIdParamsSchema,
      body: MarkChatReadInputSchema,
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      await markRead(ctx(req), currentUser(req), req.params.id, req.body.lastMessageId);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/chats/images', {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Upload a chat image (multipart `file`; PNG or JPEG by content, at most 1 MB, 8000 × 8000 px and 40 MP; stored re-encoded without metadata)',
      consumes: ['multipart/form-data'],
      response: {
        200: ChatImageUploadSchema,
        400: ApiErrorSchema,
        422: ApiErrorSchema,
        429: ApiErrorSchema,
        502: ApiErrorSchema,
      },
    },
    preHandler: (req) => app.uploads.limitRate(req),
    handler: async (req) =>
      storeChatImage(app.uploads.deps(), currentUser(req), await readImage(req)),
  });
}
