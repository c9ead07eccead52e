import { ADMIN_SCREEN_MESSAGES as M } from '@pb/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, notificationDeliveries } from '../db/schema/index';
import { conflict, notFound } from '../errors';
import { emailJobKey } from '../integrations/mail/mailer';
import { deliveryJobKey } from '../modules/notifications/notifier';
import { retryJobByKey } from './job-queue';

/**
 * The Outbox's Retry (decision 0047): a pending, failed or dead email is queued to send now
 * with a fresh count of attempts, in one transaction with its row. 404 for an unknown id, 409
 * for one already sent or kept without SMTP.
 */
export async function retryEmail(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
    if (!row) throw notFound(M.emailNotFound);
    if (row.status !== 'pending' && row.status !== 'dead') throw conflict(M.nothingToRetry);
    if (!(await retryJobByKey(tx, emailJobKey(id)))) throw conflict(M.nothingToRetry);
    await tx.update(emailOutbox).set({ status: 'pending' }).where(eq(emailOutbox.id, id));
  });
}

/** The same for a notification's email or text. */
export async function retryDelivery(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, id))
      .for('update');
    if (!row) throw notFound(M.deliveryNotFound);
    if (!['pending', 'failed', 'dead'].includes(row.status)) throw conflict(M.nothingToRetry);
    if (!(await retryJobByKey(tx, deliveryJobKey(id)))) throw conflict(M.nothingToRetry);
    await tx
      .update(notificationDeliveries)
      .set({ status: 'pending' })
      .where(eq(notificationDeliveries.id, id));
  });
}
