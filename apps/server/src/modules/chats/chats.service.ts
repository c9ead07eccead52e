import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  CHAT_MESSAGES as M,
  CHAT_NOTIFICATION_DEBOUNCE_MS,
  compareByAppointment,
  REP_CHAT_LIST_SIZE,
  type ChatMessage,
  type ChatRequest,
  type CompletedChat,
  type CreateChatRequestInput,
  type UserChat,
  fileUrl,
} from '@pb/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  chatRequests,
  chatRequestUsers,
  chatUserIndex,
  customers,
  proposals,
  roles,
  users,
} from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { LeadsService } from '../../integrations/leads/leads-service';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/uuid';
import type { AuthUser } from '../../plugins/access-control';
import { publishEvent } from '../../realtime/realtime-events';
import type { PubSub } from '../../realtime/pubsub';
import type { Notifier } from '../notifications/notifier';
import { assertCustomerReachable } from '../customers/customer-access';
import { storeImageUpload, type UploadDeps } from '../uploads/uploads.service';
import { isProposalTeam, mayManageRequests, maySeeRequest } from './chat-access';
import {
  addMember,
  addToIndex,
  findIndexStats,
  findMessages,
  findRequest,
  findRequests,
  insertMessage,
  removeFromIndex,
} from './chats.repository';

export interface ChatContext {
  db: Db;
  pubsub: PubSub;
  notifier: Notifier;
  leads: LeadsService;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
  chatDebounceMs?: number;
}

const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

const customerLink = (customerId: string) => `/customers/${customerId}`;

/** Tells every instance that the request changed (boards, bubbles and histories refetch). */
async function announce(ctx: ChatContext, request: ChatRequest): Promise<void> {
  await publishEvent(ctx.pubsub, {
    t: 'request',
    requestId: request.id,
    customerId: request.customerId,
    userIds: [request.rep.id, ...request.users.map((u) => u.id)],
  }).catch((err: unknown) => ctx.log.warn({ err }, 'request event not published'));
}

async function loadVisible(ctx: ChatContext, user: AuthUser, id: string): Promise<ChatRequest> {
  const request = await findRequest(ctx.db, id);
  // Another rep's request answers like a missing one: ids cannot be probed (docs/roles.md).
  if (!request || !maySeeRequest(user, request)) throw notFound(M.requestNotFound);
  return request;
}

/** Our customer by id, or by the sales system's id (metaData.BsaId) for /design/{id}. */
async function resolveCustomer(db: Db, idOrBsaId: string) {
  const cols = {
    id: customers.id,
    firstName: customers.firstName,
    lastName: customers.lastName,
  };
  const [row] = await db
    .select(cols)
    .from(customers)
    .where(
      isUuid(idOrBsaId)
        ? or(eq(customers.id, idOrBsaId), sql`${customers.metaData}->>'BsaId' = ${idOrBsaId}`)
        : sql`${customers.metaData}->>'BsaId' = ${idOrBsaId}`,
    )
    .limit(1);
  return row ?? null;
}

async function teamUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`${roles.capabilities} ? 'PB_VIEW_REDESIGN_DASHBOARD'`);
  return rows.map((r) => r.id);
}

/**
 * Opens a request (spec 3 §2): an initial design request (/design/{id}, Request Initial
 * Proposal) or a redesign of a proposal (Request Redesign). The caller is the rep; the request
 * joins their chat index. A second active initial request for a customer is refused with
 * 'Inital design request already created' (also under a race: a partial unique index).
 */
export async function createRequest(
  ctx: ChatContext,
  user: AuthUser,
  input: CreateChatRequestInput & { old: boolean },
): Promise<ChatRequest> {
  const customer = await resolveCustomer(ctx.db, input.customerId);
  if (!customer) throw notFound(M.unknownDesignCustomer);
  await assertCustomerReachable(ctx.db, user, customer.id, M.unknownDesignCustomer);
  if (input.proposalId) {
    const [p] = await ctx.db
      .select({ customerId: proposals.customerId })
      .from(proposals)
      .where(eq(proposals.id, input.proposalId));
    if (!p || p.customerId !== customer.id)
      throw badRequest('The proposal does not belong to this customer.', [
        { path: 'proposalId', message: 'Not a proposal of this customer.' },
      ]);
  }
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chatRequests)
        .values({
          customerId: customer.id,
          customerName: fullName(customer),
          proposalId: input.proposalId ?? null,
          initial: input.initial,
          old: input.old,
          repId: user.id,
          startMessage: input.startMessage,
        })
        .returning({ id: chatRequests.id });
      await addToIndex(tx, row!.id, user.id);
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.initialRequestAlreadyCreated);
    throw err;
  }
  const request = (await findRequest(ctx.db, id))!;
  await announce(ctx, request);
  const kind = input.initial ? 'initial proposal' : 'redesign';
  await ctx.notifier.notify({
    userIds: (await teamUserIds(ctx.db)).filter((u) => u !== user.id),
    kind: 'request-created',
    requestId: id,
    body: `${fullName(user)} requested a${input.initial ? 'n' : ''} ${kind} for ${request.customerName}.`,
    link: '/',
  });
  return request;
}

/** Active requests for the dashboard, each with the appointment date, sorted by it (spec 1 §2). */
/** Hard caps of the chat lists that are not paged (ADR 0029). */
const MAX_ACTIVE_REQUESTS = 500;
const MAX_CUSTOMER_REQUESTS = 200;

export async function listActive(ctx: ChatContext): Promise<ChatRequest[]> {
  // Bounded (ADR 0029): the oldest 500 active requests; the team closes requests as it works.
  const rows = await findRequests(ctx.db, eq(chatRequests.isActive, true), {
    order: 'oldest',
    limit: MAX_ACTIVE_REQUESTS,
  });
  const appointments = new Map<string, string | null>();
  await Promise.all(
    [...new Set(rows.map((r) => r.customerId))].map(async (customerId) => {
      try {
        const a = await ctx.leads.getAppointmentByCustomerId(customerId);
        appointments.set(customerId, a?.appointmentDate ?? null);
      } catch (err) {
        ctx.log.warn({ err, customerId }, 'appointment lookup failed');
        appointments.set(customerId, null);
      }
    }),
  );
  return rows
    .map((r) => ({ ...r, appointmentDate: appointments.get(r.customerId) ?? null }))
    .sort((a, b) =>
      compareByAppointment(
        { appointmentDate: a.appointmentDate, createdAt: a.createTimestamp },
        { appointmentDate: b.appointmentDate, createdAt: b.createTimestamp },
      ),
    );
}

export async function getRequest(ctx: ChatContext, user: AuthUser, id: string) {
  return loadVisible(ctx, user, id);
}

/**
 * Start (spec 1 §4): one conditional UPDATE, so of two people pressing Start at once exactly
 * one becomes the owner; the other gets 409 'Someone else already started this request.'
 */
export async function startRequest(
  ctx: ChatContext,
  user: AuthUser,
  id: string,
): Promise<ChatRequest> {
  const [row] = await ctx.db
    .update(chatRequests)
    .set({ ownedBy: user.id, startedAt: new Date(), version: sql`${chatRequests.version} + 1` })
    .where(
      and(
        eq(chatRequests.id, id),
        eq(chatRequests.isActive, true),
        sql`${chatRequests.ownedBy} is null`,
      ),
    )
    .returning({ id: chatRequests.id });
  if (!row) {
    const existing = await findRequest(ctx.db, id);
    if (!existing) throw notFound(M.requestNotFound);
    if (!existing.isActive) throw conflict(M.requestNotActive);
    throw conflict(M.requestAlreadyStarted);
  }
  await addMember(ctx.db, id, user.id);
  const request = (await findRequest(ctx.db, id))!;
  await announce(ctx, request);
  await ctx.notifier.notify({
    userIds: [request.rep.id].filter((u) => u !== user.id),
    kind: 'request-started',
    requestId: id,
    body: `${fullName(user)} started your request for ${request.customerName}.`,
    link: customerLink(request.customerId),
  });
  return request;
}

/** Unclaim (spec 1 §4): the owner or PB_MANAGE_REDESIGN_REQUESTS; leaves the owner's index. */
export async function unclaimRequest(
  ctx: ChatContext,
  user: AuthUser,
  id: string,
): Promise<ChatRequest> {
  const existing = await findRequest(ctx.db, id);
  if (!existing) throw notFound(M.requestNotFound);
  if (!existing.isActive) throw conflict(M.requestNotActive);
  if (!existing.ownedBy) throw conflict(M.requestNotOwned);
  if (existing.ownedBy !== user.id && !mayManageRequests(user))
    throw new AppError('FORBIDDEN', M.mayNotUnclaim);
  const [row] = await ctx.db
    .update(chatRequests)
    .set({ ownedBy: null, startedAt: null, version: sql`${chatRequests.version} + 1` })
    .where(
      and(
        eq(chatRequests.id, id),
        eq(chatRequests.ownedBy, existing.ownedBy),
        eq(chatRequests.isActive, true),
      ),
    )
    .returning({ id: chatRequests.id });
  if (!row) throw conflict(M.requestNotOwned);
  if (existing.ownedBy !== existing.rep.id) await removeFromIndex(ctx.db, id, existing.ownedBy);
  const request = (await findRequest(ctx.db, id))!;
  await announce(ctx, request);
  return request;
}

/**
 * Mark Completed, the server side of POST chats (spec 1 §4, §7): the owner (or
 * PB_MANAGE_REDESIGN_REQUESTS) closes the request; answers the request with its messages.
 */
export async function completeRequest(
  ctx: ChatContext,
  user: AuthUser,
  id: string,
): Promise<CompletedChat> {
  const existing = await findRequest(ctx.db, id);
  if (!existing) throw notFound(M.requestNotFound);
  if (!existing.isActive) throw conflict(M.requestNotActive);
  if (existing.ownedBy !== user.id && !mayManageRequests(user))
    throw new AppError('FORBIDDEN', M.onlyOwnerMayComplete);
  const [row] = await ctx.db
    .update(chatRequests)
    .set({ isActive: false, closedAt: new Date(), version: sql`${chatRequests.version} + 1` })
    .where(and(eq(chatRequests.id, id), eq(chatRequests.isActive, true)))
    .returning({ id: chatRequests.id });
  if (!row) throw conflict(M.requestNotActive);
  const request = (await findRequest(ctx.db, id))!;
  await announce(ctx, request);
  await ctx.notifier.notify({
    userIds: [request.rep.id].filter((u) => u !== user.id),
    kind: 'request-completed',
    requestId: id,
    body: `Your request for ${request.customerName} was completed.`,
    link: customerLink(request.customerId),
  });
  return { request, messages: await findMessages(ctx.db, id) };
}

/** GET chats/customer/{id}: the customer's requests, newest first (Redesign History). */
export async function listForCustomer(
  ctx: ChatContext,
  user: AuthUser,
  customerId: string,
): Promise<ChatRequest[]> {
  await assertCustomerReachable(ctx.db, user, customerId);
  // Bounded (ADR 0029): the newest 200 requests of one customer.
  const rows = await findRequests(ctx.db, eq(chatRequests.customerId, customerId), {
    limit: MAX_CUSTOMER_REQUESTS,
  });
  return rows.filter((r) => maySeeRequest(user, r));
}

/**
 * GET chats/user/{id}: the user's chat list from their index, newest first, with unread counts.
 * Reps without the dashboard see their last 15, and completed chats leave it (spec 3 §4, §9).
 */
export async function listForUser(
  ctx: ChatContext,
  caller: AuthUser,
  userId: string,
): Promise<UserChat[]> {
  if (caller.id !== userId && !caller.capabilities.includes('PB_MANAGE_ADMIN_ITEMS'))
    throw new AppError('FORBIDDEN', M.mayNotSeeRequest);
  const stats = await findIndexStats(ctx.db, userId);
  const ids = [...stats.keys()];
  if (ids.length === 0) return [];
  const repChat = userId === caller.id && !isProposalTeam(caller);
  // Inactive (completed) chats leave every list, the rep's included (spec 3 §4).
  const rows = await findRequests(
    ctx.db,
    and(inArray(chatRequests.id, ids), eq(chatRequests.isActive, true)),
    { limit: repChat ? REP_CHAT_LIST_SIZE : 100 },
  );
  return rows.map((r) => ({ ...r, ...stats.get(r.id)! }));
}

export async function getMessages(
  ctx: ChatContext,
  user: AuthUser,
  id: string,
  after: number,
): Promise<ChatMessage[]> {
  await loadVisible(ctx, user, id);
  return findMessages(ctx.db, id, after);
}

/**
 * A chat message: written to the database first, then fanned out to every instance. A team
 * member who writes joins the request; everyone else in it gets a (debounced) notification.
 */
export async function sendMessage(
  ctx: ChatContext,
  user: AuthUser,
  id: string,
  input: { text: string; imagePath?: string | undefined },
): Promise<ChatMessage> {
  const request = await loadVisible(ctx, user, id);
  if (input.imagePath && !(await ctx.storage.get(input.imagePath)))
    throw badRequest(M.chatImageNotAnImage, [{ path: 'imagePath', message: 'No such image.' }]);
  const joined = request.rep.id !== user.id && !request.users.some((u) => u.id === user.id);
  if (joined) await addMember(ctx.db, id, user.id);
  const message = await insertMessage(ctx.db, {
    requestId: id,
    userId: user.id,
    text: input.text,
    imagePath: input.imagePath ?? null,
  });
  // The sender has read everything up to their own message.
  await ctx.db
    .update(chatUserIndex)
    .set({ lastMessageId: message.id })
    .where(and(eq(chatUserIndex.requestId, id), eq(chatUserIndex.userId, user.id)));
  const userIds = [...new Set([request.rep.id, ...request.users.map((u) => u.id), user.id])];
  await publishEvent(ctx.pubsub, { t: 'message', message, userIds }).catch((err: unknown) =>
    ctx.log.warn({ err }, 'message event not published'),
  );
  if (joined) await announce(ctx, (await findRequest(ctx.db, id))!);
  const recipients = [request.rep.id, ...request.users.map((u) => u.id)].filter(
    (u) => u !== user.id,
  );
  const repSide = (uid: string) => uid === request.rep.id;
  const preview = input.text ? `: ${input.text.slice(0, 80)}` : ' (image)';
  for (const uid of new Set(recipients)) {
    await ctx.notifier.notify({
      userIds: [uid],
      kind: 'chat-message',
      requestId: id,
      body: `New message from ${fullName(user)} about ${request.customerName}${preview}`,
      link: repSide(uid)
        ? `${customerLink(request.customerId)}/repView`
        : customerLink(request.customerId),
      debounceMs: ctx.chatDebounceMs ?? CHAT_NOTIFICATION_DEBOUNCE_MS,
    });
  }
  return message;
}

/** Records that the user has read the request's chat up to `lastMessageId` (unread counts). */
export async function markRead(
  ctx: ChatContext,
  user: AuthUser,
  id: string,
  lastMessageId: number,
): Promise<void> {
  await loadVisible(ctx, user, id);
  await ctx.db
    .update(chatUserIndex)
    .set({ lastMessageId: sql`greatest(${chatUserIndex.lastMessageId}, ${lastMessageId})` })
    .where(and(eq(chatUserIndex.requestId, id), eq(chatUserIndex.userId, user.id)));
}

/**
 * A chat image (spec 1 §7): PNG or JPEG by content, at most 1 MB, stored re-encoded under chat/
 * and counted against the sender's upload quota (modules/uploads).
 */
export async function storeChatImage(deps: UploadDeps, user: AuthUser, bytes: Buffer) {
  const { path } = await storeImageUpload(deps, {
    ownerId: user.id,
    kind: 'chat-image',
    bytes,
    messages: { notAnImage: M.chatImageNotAnImage, unableToUpload: M.chatImageCouldNotStore },
  });
  return { path, url: fileUrl(path) };
}

/** Members of a request (the socket hub's room check for reps). */
export async function requestMemberIds(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ userId: chatRequestUsers.userId })
    .from(chatRequestUsers)
    .where(eq(chatRequestUsers.requestId, id));
  return rows.map((r) => r.userId);
}
