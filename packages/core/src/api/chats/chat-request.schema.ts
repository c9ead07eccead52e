import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { NUMBER_BOUNDS, boundedInt, boundedText } from '../bounds';
import { MAX_CHAT_TEXT_LENGTH, MAX_START_MESSAGE_LENGTH } from '../../chat/chat-constants';

/** A person in a request (spec 1 §3 `users`: first name, last name, profile picture). */
export const ChatUserSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    profilePicPath: z.string(),
  }),
);
export type ChatUser = z.infer<typeof ChatUserSchema>;

/** A design or redesign request with its chat (spec 1 §3). Times are ISO strings. */
export const ChatRequestSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    customerId: z.uuid(),
    customerName: z.string(),
    proposalId: z.uuid().nullable(),
    initial: z.boolean(),
    old: z.boolean(),
    ownedBy: z.uuid().nullable(),
    owner: ChatUserSchema.nullable(),
    rep: ChatUserSchema,
    startMessage: z.string(),
    createTimestamp: z.string(),
    startTimestamp: z.string().nullable(),
    closedTimestamp: z.string().nullable(),
    isActive: z.boolean(),
    users: z.array(ChatUserSchema),
    /** The customer's appointment date from the leads data; null when unknown. */
    appointmentDate: z.string().nullable(),
    version: z.number().int(),
  }),
);
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** The rep's or member's view: the request plus unread count from the per-user index. */
export const UserChatSchema = lazySchema(() =>
  ChatRequestSchema.extend({
    lastMessageId: z.number().int(),
    latestMessageId: z.number().int(),
    unreadCount: z.number().int(),
  }),
);
export type UserChat = z.infer<typeof UserChatSchema>;

export const CreateChatRequestInputSchema = lazySchema(() =>
  z.object({
    /** Our customer id, or the sales system's id (customer metaData.BsaId) for /design/{id}. */
    customerId: boundedText('id').trim().min(1),
    initial: z.boolean(),
    old: z.boolean().default(false),
    proposalId: z.uuid().optional(),
    startMessage: z.string().trim().min(1).max(MAX_START_MESSAGE_LENGTH),
  }),
);
export type CreateChatRequestInput = z.input<typeof CreateChatRequestInputSchema>;

export const ChatMessageSchema = lazySchema(() =>
  z.object({
    /** Increases with every message on every instance: clients catch up from the last one seen. */
    id: z.number().int(),
    requestId: z.uuid(),
    userId: z.uuid(),
    user: ChatUserSchema,
    text: z.string(),
    imagePath: z.string().nullable(),
    timestamp: z.string(),
  }),
);
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const SendChatMessageInputSchema = lazySchema(() =>
  z
    .object({
      text: z.string().trim().max(MAX_CHAT_TEXT_LENGTH).default(''),
      /** A path answered by POST chats/images (under chat/). */
      imagePath: z
        .string()
        .regex(/^chat\/[0-9a-f-]{36}\.(png|jpg)$/, 'Not a chat image path.')
        .optional(),
    })
    .refine((m) => m.text.length > 0 || !!m.imagePath, {
      message: 'Write a message or attach an image.',
      path: ['text'],
    }),
);
export type SendChatMessageInput = z.input<typeof SendChatMessageInputSchema>;

export const ChatMessagesQuerySchema = lazySchema(() =>
  z.object({
    after: z.coerce.number().int().min(0).max(NUMBER_BOUNDS.version.max).default(0),
  }),
);

export const MarkChatReadInputSchema = lazySchema(() =>
  z.object({ lastMessageId: boundedInt('version') }),
);

/** POST chats (spec 1 §7): the completed request plus its messages. */
export const CompleteChatRequestInputSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    version: boundedInt('version').optional(),
  }),
);
export const CompletedChatSchema = lazySchema(() =>
  z.object({
    request: ChatRequestSchema,
    messages: z.array(ChatMessageSchema),
  }),
);
export type CompletedChat = z.infer<typeof CompletedChatSchema>;

export const ChatImageUploadSchema = lazySchema(() =>
  z.object({ path: z.string(), url: z.string() }),
);

export const ChatRequestIdParamsSchema = lazySchema(() => z.object({ id: z.uuid() }));
