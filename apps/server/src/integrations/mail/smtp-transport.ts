import type { SendMailOptions } from 'nodemailer';
import type { Env } from '../../config/env';

/** The one SMTP server every email goes through (agreements, welcome email, notifications). */
export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  /** Milliseconds to wait for the connection (default 10 s). */
  connectionTimeout?: number;
  /** Skip STARTTLS (test servers only; never set from the environment). */
  ignoreTLS?: boolean;
}

/** SMTP settings from SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, SMTP_FROM; null without a host. */
export function smtpOptions(env: Env): SmtpOptions | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE === 'true',
    ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
    ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
    from: env.SMTP_FROM,
  };
}

/** What the mailers need of a transport: send one message. */
export interface SmtpTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
}

/**
 * A nodemailer transport for those settings (plain-text mail, no pooling). nodemailer is loaded
 * with the first message, not at start-up (it is only needed once an email goes out).
 */
export function createSmtpTransport(options: SmtpOptions): SmtpTransport {
  let transport: Promise<SmtpTransport> | null = null;
  const open = async (): Promise<SmtpTransport> => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.secure,
      ...(options.user ? { auth: { user: options.user, pass: options.password ?? '' } } : {}),
      connectionTimeout: options.connectionTimeout ?? 10_000,
      ...(options.ignoreTLS ? { ignoreTLS: true } : {}),
    });
  };
  return {
    async sendMail(message) {
      transport ??= open().catch((err: unknown) => {
        transport = null;
        throw err;
      });
      return (await transport).sendMail(message);
    },
  };
}
