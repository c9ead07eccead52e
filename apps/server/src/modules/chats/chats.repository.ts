import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatMessage, ChatRequest, ChatUser } from '@pb/core';
import type { Db } from '../../db/client';
import {
  chatMessages,
  chatRequests,
  chatRequestUsers,
  chatUserIndex,
  users,
} from '../../db/schema/index';

const repUser = alias(users, 'rep_user');
const ownerUser = alias(users, 'owner_user');

const repColumns = {
  id: repUser.id,
  firstName: repUser.firstName,
  lastName: repUser.lastName,
  profilePicPath: repUser.profilePicPath,
};
const ownerColumns = {
  id: ownerUser.id,
  firstName: ownerUser.firstName,
  lastName: ownerUser.lastName,
  profilePicPath: ownerUser.profilePicPath,
};
const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicPath: users.profilePicPath,
};

export type ChatRequestRow = typeof chatRequests.$inferSelect;

/** Requests matching `where`, with rep, owner and members, as the API shows them. */
export async function findRequests(
  db: Db,
  where: SQL | undefined,
  options: { limit?: number; order?: 'newest' | 'oldest' } = {},
): Promise<ChatRequest[]> {
  let query = db
    .select({ r: chatRequests, rep: repColumns, owner: ownerColumns })
    .from(chatRequests)
    .innerJoin(repUser, eq(repUser.id, chatRequests.repId))
    .leftJoin(ownerUser, eq(ownerUser.id, chatRequests.ownedBy))
    .where(where)
    .orderBy(
      options.order === 'oldest' ? asc(chatRequests.createdAt) : desc(chatRequests.createdAt),
    )
    .$dynamic();
  if (options.limit) query = query.limit(options.limit);
  const rows = await query;
  if (rows.length === 0) return [];
  const members = await db
    .select({ requestId: chatRequestUsers.requestId, ...memberColumns })
    .from(chatRequestUsers)
    .innerJoin(users, eq(users.id, chatRequestUsers.userId))
    .where(
      inArray(
        chatRequestUsers.requestId,
        rows.map((r) => r.r.id),
      ),
    )
    .orderBy(asc(chatRequestUsers.createdAt));
  const byRequest = new Map<string, ChatUser[]>();
  for (const { requestId, ...u } of members) {
    const list = byRequest.get(requestId) ?? [];
    list.push(u);
    byRequest.set(requestId, list);
  }
  return rows.map(({ r, rep, owner }) => ({
    id: r.id,
    customerId: r.customerId,
    customerName: r.customerName,
    proposalId: r.proposalId,
    initial: r.initial,
    old: r.old,
    ownedBy: r.ownedBy,
    owner: owner?.id ? (owner as ChatUser) : null,
    rep,
    startMessage: r.startMessage,
    createTimestamp: r.createdAt.toISOString(),
    startTimestamp: r.startedAt?.toISOString() ?? null,
    closedTimestamp: r.closedAt?.toISOString() ?? null,
    isActive: r.isActive,
    users: byRequest.get(r.id) ?? [],
    appointmentDate: null,
    version: r.version,
  }));
}

export async function findRequest(db: Db, id: string): Promise<ChatRequest | null> {
  const [row] = await findRequests(db, eq(chatRequests.id, id));
  return row ?? null;
}

/** Adds a user to a request's members and to their chat index (idempotent). */
export async function addMember(db: Db, requestId: string, userId: string): Promise<void> {
  await db.insert(chatRequestUsers).values({ requestId, userId }).onConflictDoNothing();
  await addToIndex(db, requestId, userId);
}

export async function addToIndex(db: Db, requestId: string, userId: string): Promise<void> {
  await db.insert(chatUserIndex).values({ requestId, userId }).onConflictDoNothing();
}

export async function removeFromIndex(db: Db, requestId: string, userId: string): Promise<void> {
  await db
    .delete(chatUserIndex)
    .where(and(eq(chatUserIndex.requestId, requestId), eq(chatUserIndex.userId, userId)));
}

export async function isMember(db: Db, requestId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: chatRequestUsers.userId })
    .from(chatRequestUsers)
    .where(and(eq(chatRequestUsers.requestId, requestId), eq(chatRequestUsers.userId, userId)));
  return !!row;
}

const messageColumns = {
  id: chatMessages.id,
  requestId: chatMessages.requestId,
  userId: chatMessages.userId,
  text: chatMessages.text,
  imagePath: chatMessages.imagePath,
  createdAt: chatMessages.createdAt,
  user: memberColumns,
};

type MessageRow = {
  id: number;
  requestId: string;
  userId: string;
  text: string;
  imagePath: string | null;
  createdAt: Date;
  user: ChatUser;
};

export const toChatMessage = (m: MessageRow): ChatMessage => ({
  id: Number(m.id),
  requestId: m.requestId,
  userId: m.userId,
  user: m.user,
  text: m.text,
  imagePath: m.imagePath,
  timestamp: m.createdAt.toISOString(),
});

/** A request's messages after `afterId`, oldest first. */
export async function findMessages(
  db: Db,
  requestId: string,
  afterId = 0,
  limit = 1000,
): Promise<ChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(and(eq(chatMessages.requestId, requestId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
  return rows.map(toChatMessage);
}

export async function findMessage(db: Db, id: number): Promise<ChatMessage | null> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.id, id));
  return row ? toChatMessage(row) : null;
}

export async function insertMessage(
  db: Db,
  values: { requestId: string; userId: string; text: string; imagePath: string | null },
): Promise<ChatMessage> {
  const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
  return (await findMessage(db, Number(row!.id)))!;
}

/** The user's index rows with the newest message id and the unread count of each. */
export async function findIndexStats(
  db: Db,
  userId: string,
): Promise<Map<string, { lastMessageId: number; latestMessageId: number; unreadCount: number }>> {
  const rows = await db
    .select({
      requestId: chatUserIndex.requestId,
      lastMessageId: chatUserIndex.lastMessageId,
      latestMessageId: sql<string>`coalesce((select max(m.id) from chat_messages m where m.request_id = chat_user_index.request_id), 0)`,
      unreadCount: sql<string>`(select count(*) from chat_messages m where m.request_id = chat_user_index.request_id and m.id > chat_user_index.last_message_id and m.user_id <> ${userId})`,
    })
    .from(chatUserIndex)
    .where(eq(chatUserIndex.userId, userId));
  return new Map(
    rows.map((r) => [
      r.requestId,
      {
        lastMessageId: Number(r.lastMessageId),
        latestMessageId: Number(r.latestMessageId),
        unreadCount: Number(r.unreadCount),
      },
    ]),
  );
}
