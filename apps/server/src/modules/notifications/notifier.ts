import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notificationDeliveries, notificationSettings } from '../../db/schema/index';
import type { Mailer, SmsSender } from '../../integrations/messaging/messaging';
import { publishEvent } from '../../realtime/realtime-events';
import type { PubSub } from '../../realtime/pubsub';
import { hasRecentNotification, insertNotification } from './notifications.repository';

export type NotificationKind =
  | 'chat-message'
  | 'request-created'
  | 'request-started'
  | 'request-completed'
  | 'request-unclaimed';

export interface NotifyInput {
  userIds: string[];
  kind: NotificationKind;
  body: string;
  link: string;
  requestId: string | null;
  /**
   * Chat messages: at most one notification per user and request within this many ms (spec 3
   * §9, 30000), so a burst of messages sends one email.
   */
  debounceMs?: number;
}

export interface NotifierDeps {
  db: Db;
  pubsub: PubSub;
  mailer: Mailer | null;
  sms: SmsSender | null;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Creates notifications for events, pushes them live, and delivers them by email / text per the
 * user's Notification Settings. Deliveries are written to the outbox table first; with no mailer
 * or SMS service configured they stay there as 'stored' (the embedded default an admin reads).
 */
export class Notifier {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly deps: NotifierDeps) {}

  async notify(input: NotifyInput): Promise<void> {
    const { db } = this.deps;
    const recipients = [...new Set(input.userIds)];
    for (const userId of recipients) {
      const created = await db.transaction(async (tx) => {
        if (input.debounceMs && input.requestId) {
          // Serialises concurrent messages of one request (any instance) for the check below.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`${input.requestId}:${userId}`}))`,
          );
          const since = new Date(Date.now() - input.debounceMs);
          if (await hasRecentNotification(tx, userId, input.requestId, input.kind, since))
            return null;
        }
        const notification = await insertNotification(tx, {
          userId,
          requestId: input.requestId,
          kind: input.kind,
          body: input.body,
          link: input.link,
        });
        const deliveries = await this.queueDeliveries(tx, userId, input.body);
        return { notification, deliveries };
      });
      if (!created) continue;
      await publishEvent(this.deps.pubsub, {
        t: 'notification',
        notification: created.notification,
      }).catch((err: unknown) => this.deps.log.warn({ err }, 'notification event not published'));
      for (const id of created.deliveries) this.track(this.deliver(id));
    }
  }

  /** Outbox rows by the user's settings; returns the ids to send now. */
  private async queueDeliveries(tx: Db, userId: string, body: string): Promise<number[]> {
    const [setting] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
    if (!setting) return [];
    const rows: (typeof notificationDeliveries.$inferInsert)[] = [];
    if (setting.isReceivingEmailNotifications && setting.email) {
      rows.push({
        userId,
        channel: 'email',
        recipient: setting.email,
        subject: 'Proposal Builder notification',
        body,
        status: this.deps.mailer ? 'pending' : 'stored',
      });
    }
    if (setting.isReceivingPhoneNotifications && setting.phone) {
      rows.push({
        userId,
        channel: 'sms',
        recipient: setting.phone,
        subject: '',
        body,
        status: this.deps.sms ? 'pending' : 'stored',
      });
    }
    if (rows.length === 0) return [];
    const inserted = await tx
      .insert(notificationDeliveries)
      .values(rows)
      .returning({ id: notificationDeliveries.id, status: notificationDeliveries.status });
    return inserted.filter((r) => r.status === 'pending').map((r) => Number(r.id));
  }

  /** Claims a pending delivery (so only one instance sends it) and sends it. */
  private async deliver(id: number): Promise<void> {
    const { db } = this.deps;
    const [row] = await db
      .update(notificationDeliveries)
      .set({ status: 'failed', error: 'sending' })
      .where(
        sql`${notificationDeliveries.id} = ${id} and ${notificationDeliveries.status} = 'pending'`,
      )
      .returning();
    if (!row) return;
    const sender = row.channel === 'email' ? this.deps.mailer : this.deps.sms;
    try {
      if (!sender) throw new Error(`no ${row.channel} sender configured`);
      await sender.send({ to: row.recipient, subject: row.subject, body: row.body });
      await db
        .update(notificationDeliveries)
        .set({ status: 'sent', error: null, sentAt: new Date() })
        .where(eq(notificationDeliveries.id, id));
    } catch (err) {
      this.deps.log.warn({ err, id }, 'notification delivery failed');
      await db
        .update(notificationDeliveries)
        .set({ status: 'failed', error: String((err as Error).message ?? err) })
        .where(eq(notificationDeliveries.id, id));
    }
  }

  private track(p: Promise<unknown>) {
    const tracked = p.catch((err: unknown) => this.deps.log.error({ err }, 'delivery crashed'));
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  /** Waits for deliveries under way (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
