/** An outgoing email or text. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  body: string;
  /**
   * The same on every attempt of one message (e.g. `delivery-42`): the email's Message-ID, so a
   * receiver drops a copy sent again after a crash.
   */
  id?: string;
}

/** Sends notification emails (SMTP when SMTP_HOST is set). */
export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

/** Sends notification texts (the SMS service at SMS_API_URL). */
export interface SmsSender {
  send(message: OutgoingMessage): Promise<void>;
}
