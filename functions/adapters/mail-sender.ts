/**
 * Sends one plain-text message through SES (v2). A message with an unsubscribe address goes as raw
 * MIME, built by nodemailer's composer (encoded headers, line lengths, quoted-printable body), with
 * the `List-Unsubscribe` and `List-Unsubscribe-Post` headers of one-click unsubscription (RFC 8058):
 * SES's simple content has a `Headers` field, but the emulator drops it, and raw MIME carries the
 * same headers in the cloud and locally. The others keep the simple content.
 */
import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';

export interface OutgoingMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  /** The one-click unsubscribe address (HTTPS, POST), when the mail offers one. */
  readonly unsubscribeUrl?: string | undefined;
}

export interface MailSender {
  send(message: OutgoingMail): Promise<void>;
}

/** The headers mail clients read to show their own "unsubscribe" button (RFC 2369 and RFC 8058). */
export const oneClickUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The message as RFC 5322 bytes, with the unsubscribe headers. */
export const rawMessage = (from: string, mail: OutgoingMail & { unsubscribeUrl: string }): Promise<Buffer> =>
  new MailComposer({
    from,
    to: [...mail.to],
    subject: mail.subject,
    text: mail.text,
    headers: oneClickUnsubscribeHeaders(mail.unsubscribeUrl),
  })
    .compile()
    .build();

export const createSesMailSender = (ses: SESv2Client, from: string): MailSender => ({
  async send(mail) {
    const { to, subject, text, unsubscribeUrl } = mail;
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [...to] },
        Content:
          unsubscribeUrl === undefined
            ? {
                Simple: {
                  Subject: { Data: subject, Charset: 'UTF-8' },
                  Body: { Text: { Data: text, Charset: 'UTF-8' } },
                },
              }
            : { Raw: { Data: await rawMessage(from, { ...mail, unsubscribeUrl }) } },
      }),
    );
  },
});
