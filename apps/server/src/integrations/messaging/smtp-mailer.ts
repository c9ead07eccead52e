import nodemailer from 'nodemailer';
import type { Mailer } from './messaging';

/** Email through an SMTP server (nodemailer), e.g. SMTP_URL=smtp://user:pass@host:587. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send({ to, subject, body }) {
      await transport.sendMail({ from: options.from, to, subject, text: body });
    },
  };
}
