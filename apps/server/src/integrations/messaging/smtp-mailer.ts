import { createSmtpTransport, type SmtpOptions } from '../mail/smtp-transport';
import type { Mailer } from './messaging';

/** Notification email through the SMTP server of SMTP_HOST (the same one agreements use). */
export function createSmtpNotificationMailer(options: SmtpOptions): Mailer {
  const transport = createSmtpTransport(options);
  return {
    async send({ to, subject, body, id }) {
      await transport.sendMail({
        from: options.from,
        to,
        subject,
        text: body,
        ...(id ? { messageId: `<${id}@proposal-builder>` } : {}),
      });
    },
  };
}
