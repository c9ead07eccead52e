import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { createSmtpTransport, type SmtpOptions } from './smtp-transport';

export interface Email {
  to: string;
  subject: string;
  text: string;
  contractId?: string | null;
}

/**
 * Email: SMTP through nodemailer when SMTP_HOST is set, else the `email_outbox` table an admin
 * reads in the app. Sent mail is logged in the same table (status 'sent').
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(email: Email): Promise<void>;
}

async function log(db: Db, email: Email, status: 'stored' | 'sent') {
  await db.insert(emailOutbox).values({
    to: email.to,
    subject: email.subject,
    body: email.text,
    contractId: email.contractId ?? null,
    status,
    sentAt: status === 'sent' ? new Date() : null,
  });
}

export function createOutboxMailer(db: Db): Mailer {
  return { kind: 'outbox', send: (email) => log(db, email, 'stored') };
}

export function createSmtpMailer(db: Db, options: SmtpOptions): Mailer {
  const transport = createSmtpTransport(options);
  return {
    kind: 'smtp',
    async send(email) {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
      });
      await log(db, email, 'sent');
    },
  };
}
