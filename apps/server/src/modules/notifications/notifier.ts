import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notificationDeliveries, notificationSettings } from '../../db/schema/index';
import type { Mailer, SmsSender } from '../../integrations/messaging/messaging';
import { publishEvent } from '../../realtime/realtime-events';
import type { PubSub } from '../../realtime/pubsub';
import { absoluteUrl } from '../../config/public-url';
import { PermanentDeliveryError } from '../../jobs/delivery-errors';
import type { JobRunner } from '../../jobs/job-runner';
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
  /** The durable queue the deliveries go through. */
  jobs: JobRunner;
  /** PUBLIC_URL: the links in emails and texts are absolute. */
  publicUrl: string;
}

const DELIVERY_JOB = 'notification-delivery';
export const deliveryJobKey = (deliveryId: number) => `delivery:${deliveryId}`;

/**
 * Creates notifications for events, pushes them live, and delivers them by email / text per the
 * user's Notification Settings. Each delivery is a row of the outbox table and a job of the
 * durable queue, written in the notification's transaction (decision 0047); with no mailer or
 * SMS service configured they stay there as 'stored' (the embedded default an admin reads).
 */
export class Notifier {
  constructor(private readonly deps: NotifierDeps) {
    this.registerDeliveryJob(deps.jobs);
  }

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
        const text = input.link
          ? `${input.body}\n\n${absoluteUrl(this.deps.publicUrl, input.link)}`
          : input.body;
        const deliveries = await this.queueDeliveries(tx, userId, text);
        return { notification, deliveries };
      });
      if (!created) continue;
      await publishEvent(this.deps.pubsub, {
        t: 'notification',
        notification: created.notification,
      }).catch((err: unknown) => this.deps.log.warn({ err }, 'notification event not published'));
      if (created.deliveries > 0) this.deps.jobs.wake();
    }
  }

  /** Outbox rows by the user's settings, each with its job; returns how many were queued. */
  private async queueDeliveries(tx: Db, userId: string, body: string): Promise<number> {
    const [setting] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
    if (!setting) return 0;
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
    if (rows.length === 0) return 0;
    const inserted = await tx
      .insert(notificationDeliveries)
      .values(rows)
      .returning({ id: notificationDeliveries.id, status: notificationDeliveries.status });
    const pending = inserted.filter((r) => r.status === 'pending');
    for (const r of pending) {
      const deliveryId = Number(r.id);
      await this.deps.jobs.enqueue(tx, DELIVERY_JOB, { deliveryId }, deliveryJobKey(deliveryId));
    }
    return pending.length;
  }

  /** The queue's handler: sends one delivery, marks it sent, or records the failure. */
  private registerDeliveryJob(jobs: JobRunner) {
    const { db } = this.deps;
    jobs.register<{ deliveryId: number }>(DELIVERY_JOB, {
      run: async ({ deliveryId }) => {
        const [row] = await db
          .select()
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.id, deliveryId));
        if (!row || row.status === 'sent') return;
        const sender = row.channel === 'email' ? this.deps.mailer : this.deps.sms;
        if (!sender) throw new PermanentDeliveryError(`no ${row.channel} sender configured`);
        await sender.send({
          to: row.recipient,
          subject: row.subject,
          body: row.body,
          id: `delivery-${row.id}`,
        });
      },
      onDone: async (tx, { deliveryId }) => {
        await tx
          .update(notificationDeliveries)
          .set({ status: 'sent', error: null, sentAt: new Date() })
          .where(eq(notificationDeliveries.id, deliveryId));
      },
      onFailed: async (tx, { deliveryId }, outcome) => {
        await tx
          .update(notificationDeliveries)
          .set({ status: outcome.dead ? 'dead' : 'failed', error: outcome.message })
          .where(eq(notificationDeliveries.id, deliveryId));
      },
    });
  }

  /** Runs the queued deliveries until none is due (tests). */
  drain(): Promise<void> {
    return this.deps.jobs.drain();
  }
}
