/**
 * Sends one plain-text message through SES (v2). A message with an unsubscribe address goes as raw
 * MIME with the `List-Unsubscribe` and `List-Unsubscribe-Post` headers of one-click unsubscription
 * (RFC 8058): SES's simple content has a `Headers` field, but the emulator drops it, and raw MIME
 * carries the same headers in the cloud and locally. The others keep the simple content.
 *
 * The MIME is written here (a text part: encoded subject, quoted-printable body) rather than by
 * nodemailer's composer, which brought 135 KB of code into the mail worker for that.
 */

import { randomUUID } from 'node:crypto';
import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailSender, OutgoingMail } from '#functions/ports/mail-sender.js';

/** The headers mail clients read to show their own "unsubscribe" button (RFC 2369 and RFC 8058). */
export const oneClickUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const CRLF = '\r\n';

/** A header value must not end the header (no line break may reach the message from a field). */
const headerValue = (value: string): string => {
  if (/[\r\n]/.test(value)) throw new Error(`Line break in a mail header: ${JSON.stringify(value)}`);
  return value;
};

/**
 * Printable ASCII stays as it is; anything else becomes RFC 2047 encoded words (UTF-8, base64), each
 * at most 75 characters and cut between characters, on folded lines.
 */
export const encodedHeader = (value: string): string => {
  if (/^[\x20-\x7e]*$/.test(headerValue(value)) && value.length <= 76) return value;
  const words: string[] = [];
  let bytes: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (size > 0) words.push(`=?UTF-8?B?${Buffer.concat(bytes).toString('base64')}?=`);
    bytes = [];
    size = 0;
  };
  for (const char of value) {
    const encoded = Buffer.from(char, 'utf8');
    // 45 bytes are 60 base64 characters: with `=?UTF-8?B?` and `?=`, 72.
    if (size + encoded.length > 45) flush();
    bytes.push(encoded);
    size += encoded.length;
  }
  flush();
  return words.join(`${CRLF} `);
};

/**
 * Quoted-printable (RFC 2045): lines end in CRLF, printable ASCII is kept, other bytes are `=XX`,
 * a space or tab ending a line is encoded, and lines are cut under 76 characters with a soft break.
 */
export const quotedPrintable = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const tokens = [...bytes].map((byte, index) => {
        const last = index === bytes.length - 1;
        const plain = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        return plain ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      });
      const lines: string[] = [];
      let current = '';
      for (const token of tokens) {
        if (current.length + token.length > 75) {
          lines.push(`${current}=`);
          current = '';
        }
        current += token;
      }
      lines.push(current);
      return lines.join(CRLF);
    })
    .join(CRLF);

/** Date as RFC 5322 writes it, in UTC: `Tue, 07 Jul 2026 08:05:09 +0000`. */
const mailDate = (date: Date): string => date.toUTCString().replace(/GMT$/, '+0000');

/** The message as RFC 5322 bytes, with the unsubscribe headers. */
export const rawMessage = async (
  from: string,
  mail: OutgoingMail & { unsubscribeUrl: string },
  now: Date = new Date(),
): Promise<Buffer> => {
  const domain = from.split('@').pop()?.replace(/>$/, '') ?? 'localhost';
  const headers = {
    From: headerValue(from),
    To: headerValue(mail.to.join(', ')),
    Subject: encodedHeader(mail.subject),
    Date: mailDate(now),
    'Message-ID': `<${randomUUID()}@${domain}>`,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Transfer-Encoding': 'quoted-printable',
    ...Object.fromEntries(
      Object.entries(oneClickUnsubscribeHeaders(mail.unsubscribeUrl)).map(([name, value]) => [
        name,
        headerValue(value),
      ]),
    ),
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  // The message ends with a line break, the text's own when it has one.
  const body = quotedPrintable(mail.text.endsWith('\n') ? mail.text : `${mail.text}\n`);
  return Buffer.from(`${head.join(CRLF)}${CRLF}${CRLF}${body}`, 'utf8');
};

/** `configurationSet`: the set each message names, over the sending identity's default. */
export const createSesMailSender = (
  ses: SESv2Client,
  from: string,
  configurationSet?: string | undefined,
): MailSender => ({
  async send(mail) {
    const { to, subject, text, unsubscribeUrl } = mail;
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        ...(configurationSet === undefined ? {} : { ConfigurationSetName: configurationSet }),
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
