import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Notification, NotificationDelivery } from '@pb/core';
import type { Db } from '../../db/client';
import { notificationDeliveries, notifications } from '../../db/schema/index';

type NotificationRow = typeof notifications.$inferSelect;

export const toNotification = (r: NotificationRow): Notification => ({
  id: Number(r.id),
  userId: r.userId,
  body: r.body,
  link: r.link,
  isRead: r.isRead,
  createdAt: r.createdAt.toISOString(),
});

export async function insertNotification(
  db: Db,
  values: { userId: string; requestId: string | null; kind: string; body: string; link: string },
): Promise<Notification> {
  const [row] = await db.insert(notifications).values(values).returning();
  return toNotification(row!);
}

/** True when the user got a notification of `kind` about the request since `since`. */
export async function hasRecentNotification(
  db: Db,
  userId: string,
  requestId: string,
  kind: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.requestId, requestId),
        eq(notifications.kind, kind),
        gt(notifications.createdAt, since),
      ),
    )
    .limit(1);
  return !!row;
}

/** The user's newest notifications (the popover) and how many are unread. */
export async function listNotifications(db: Db, userId: string, limit = 100) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { notifications: rows.map(toNotification), unreadCount: Number(count?.n ?? 0) };
}

export async function markAllSeen(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

type DeliveryRow = typeof notificationDeliveries.$inferSelect;

export const toDelivery = (r: DeliveryRow): NotificationDelivery => ({
  id: Number(r.id),
  userId: r.userId,
  channel: r.channel,
  recipient: r.recipient,
  subject: r.subject,
  body: r.body,
  status: r.status,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** One page of the delivery outbox, newest first, and how many rows there are in all. */
export async function listDeliveries(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: NotificationDelivery[]; total: number; page: number; pageSize: number }> {
  const rows = await db
    .select()
    .from(notificationDeliveries)
    .orderBy(desc(notificationDeliveries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ n: sql<string>`count(*)` }).from(notificationDeliveries);
  return { items: rows.map(toDelivery), total: Number(count?.n ?? 0), page, pageSize };
}
