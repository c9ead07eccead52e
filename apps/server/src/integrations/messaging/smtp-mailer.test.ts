import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpNotificationMailer } from './smtp-mailer';
import { startFakeSmtp, type FakeSmtp } from '../../../test/helpers/fake-smtp';

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

describe('SMTP mailer (nodemailer against a local SMTP server)', () => {
  it('sends the notification as a plain-text email from SMTP_FROM', async () => {
    const { hostname, port } = new URL(smtp.url);
    const mailer = createSmtpNotificationMailer({
      host: hostname,
      port: Number(port),
      secure: false,
      ignoreTLS: true,
      from: 'Proposal Builder <pb@example.com>',
    });
    await mailer.send({
      to: 'carl@example.com',
      subject: 'Proposal Builder notification',
      body: 'Ada Admin started your request for Nora Notify.',
    });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.from).toBe('<pb@example.com>');
    expect(mail.to).toEqual(['<carl@example.com>']);
    expect(mail.data).toContain('Subject: Proposal Builder notification');
    expect(mail.data).toContain('Ada Admin started your request for Nora Notify.');
  });

  it('fails when the server is unreachable (the delivery is then marked failed)', async () => {
    const mailer = createSmtpNotificationMailer({
      host: '127.0.0.1',
      port: 1,
      secure: false,
      connectionTimeout: 2000,
      from: 'x@example.com',
    });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', body: 'b' })).rejects.toThrow();
  });
});
