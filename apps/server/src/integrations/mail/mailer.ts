import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { PermanentDeliveryError } from '../../jobs/delivery-errors';
import type { JobRunner } from '../../jobs/job-runner';
import { createSmtpTransport, type SmtpOptions } from './smtp-transport';

export interface Email {
  to: string;
  subject: string;
  text: string;
  contractId?: string | null;
  /** One email per intent (e.g. `agreement:<document id>`): queueing it again does nothing. */
  idempotencyKey?: string;
}

/**
 * Email (decision 0047). Every email is first a row of `email_outbox`, written in the caller's
 * transaction: 'stored' without SMTP (an admin reads it in the app), else 'pending' with a job
 * of the durable queue that sends it through SMTP and marks it 'sent' (retried with backoff,
 * 'dead' after the bound; the Outbox's Retry sends it again).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Records the email in `db` (the transaction of the change that causes it) and queues it. */
  queue(email: Email, db?: Db): Promise<void>;
  /**
   * Records the email and makes one attempt now; throws when it fails (the email is then dead
   * in the Outbox, so a person's "Send Again" does not make a second one).
   */
  send(email: Email): Promise<void>;
}

const EMAIL_JOB = 'email';
export const emailJobKey = (emailId: string) => `email:${emailId}`;

async function record(db: Db, email: Email, status: 'stored' | 'pending') {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: email.to,
      subject: email.subject,
      body: email.text,
      contractId: email.contractId ?? null,
      idempotencyKey: email.idempotencyKey ?? null,
      status,
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}

export function createOutboxMailer(db: Db): Mailer {
  const keep = async (email: Email, tx: Db = db) => void (await record(tx, email, 'stored'));
  return { kind: 'outbox', queue: keep, send: (email) => keep(email) };
}

/** SMTP reply codes 5xx are permanent refusals (RFC 5321): no retry. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function createSmtpMailer(db: Db, options: SmtpOptions, jobs: JobRunner): Mailer {
  const transport = createSmtpTransport(options);
  jobs.register<{ emailId: string }>(EMAIL_JOB, {
    async run({ emailId }, job) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
      if (!row || row.status === 'sent') return;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to,
          subject: row.subject,
          text: row.body,
          // The same id on every attempt, so a receiver can drop a copy sent twice (a crash
          // after the server accepted it and before 'sent' was written).
          messageId: `<email-${row.id}@proposal-builder>`,
          headers: { 'X-PB-Attempt': String(job.attempts) },
        });
      } catch (err) {
        if (isPermanent(err)) throw new PermanentDeliveryError((err as Error).message);
        throw err;
      }
    },
    async onDone(tx, { emailId }) {
      await tx
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(emailOutbox.id, emailId));
    },
    async onFailed(tx, { emailId }, outcome) {
      await tx
        .update(emailOutbox)
        .set({ status: outcome.dead ? 'dead' : 'pending', error: outcome.message })
        .where(eq(emailOutbox.id, emailId));
    },
  });
  const queue = async (email: Email, tx: Db, maxAttempts?: number) => {
    const emailId = await record(tx, email, 'pending');
    if (!emailId) return null;
    return jobs.enqueue(tx, EMAIL_JOB, { emailId }, emailJobKey(emailId), maxAttempts);
  };
  return {
    kind: 'smtp',
    async queue(email, tx = db) {
      await queue(email, tx);
      jobs.wake();
    },
    async send(email) {
      const jobId = await queue(email, db, 1);
      if (jobId === null) return;
      const error = await jobs.runNow(jobId);
      if (error) throw error;
    },
  };
}
