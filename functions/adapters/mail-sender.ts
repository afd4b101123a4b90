/** Sends one plain-text message through SES (v2). */
import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';

export interface MailSender {
  send(message: { to: readonly string[]; subject: string; text: string }): Promise<void>;
}

export const createSesMailSender = (ses: SESv2Client, from: string): MailSender => ({
  async send({ to, subject, text }) {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [...to] },
        Content: {
          Simple: {
            Subject: { Data: subject, Charset: 'UTF-8' },
            Body: { Text: { Data: text, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  },
});
