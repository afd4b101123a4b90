import type { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { createSesMailSender, rawMessage } from './mail-sender.js';

/** Header value with its folded lines joined and its RFC 2047 words decoded (Q or B, UTF-8). */
const decodedHeader = (raw: string, name: string): string => {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line =
    unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`)) ?? '';
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : Buffer.from(
            word
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
};

/** The body, decoded from base64 or quoted-printable as the header says. */
const decodedBody = (raw: string): string => {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = decodedHeader(raw, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
};

describe('raw message with one-click unsubscribe', () => {
  it('carries the List-Unsubscribe headers of RFC 8058, the French subject and body intact', async () => {
    // Prepare
    const url = 'https://photos.example.org/api/desabonnement?token=abc.def-ghi_jkl';
    // Act
    const raw = (
      await rawMessage('no-reply@example.org', {
        to: ['famille@example.org'],
        subject: '8 nouvelles photos du séjour Été à la mer',
        text: 'Bonjour,\n\n8 nouvelles photos « Été » sont en ligne.\n',
        unsubscribeUrl: url,
      })
    ).toString('utf8');
    // Assess
    expect(decodedHeader(raw, 'List-Unsubscribe')).toBe(`<${url}>`);
    expect(decodedHeader(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(decodedHeader(raw, 'Subject')).toBe('8 nouvelles photos du séjour Été à la mer');
    expect(decodedHeader(raw, 'To')).toBe('famille@example.org');
    expect(decodedBody(raw)).toContain('8 nouvelles photos « Été » sont en ligne.');
  });
});

describe('MIME of a text message', () => {
  const message = (subject: string, text: string) =>
    rawMessage(
      'no-reply@example.org',
      { to: ['a@example.org', 'b@example.org'], subject, text, unsubscribeUrl: 'https://x.example/u?t=1' },
      new Date('2026-07-07T08:05:09Z'),
    ).then((raw) => raw.toString('utf8'));

  it('folds a long French subject into encoded words of at most 75 characters, cut between characters', async () => {
    // Prepare
    const subject = `Séjour « Été à la mer » : ${'é'.repeat(60)} 📷 fin`;
    // Act
    const raw = await message(subject, 'x');
    // Assess
    expect(decodedHeader(raw, 'Subject')).toBe(subject);
    const words = raw.match(/=\?UTF-8\?B\?[^?]*\?=/g) ?? [];
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodedHeader(raw, 'Date')).toBe('Tue, 07 Jul 2026 08:05:09 +0000');
    expect(decodedHeader(raw, 'To')).toBe('a@example.org, b@example.org');
  });

  it('writes the body in lines under 77 characters that decode to the text exactly', async () => {
    // Prepare: a long line, an equals sign, trailing spaces, accents and an emoji.
    const text = `Bonjour,\n\n${'Les photos du séjour sont en ligne. '.repeat(6)}\na=b  \n📷 Fin.\n`;
    // Act
    const raw = await message('Photos', text);
    // Assess
    const body = raw.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    for (const line of body.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(decodedBody(raw).replace(/\r\n/g, '\n')).toBe(text);
    expect(raw).not.toMatch(/[^\r]\n/);
  });

  it('refuses a line break in a header, so no field can add headers', async () => {
    await expect(message('Photos\r\nBcc: someone@example.org', 'x')).rejects.toThrow('Line break');
  });
});

describe('SES sender', () => {
  /** An SES client that keeps the input of each command it is sent. */
  const recordingClient = () => {
    const inputs: SendEmailCommand['input'][] = [];
    const ses = {
      send: async (command: SendEmailCommand) => inputs.push(command.input),
    } as unknown as SESv2Client;
    return { ses, inputs };
  };
  const mail = { to: ['famille@example.org'], subject: 'Nouvelles photos', text: 'Bonjour' };

  it('names the configuration set it is given, over the identity default', async () => {
    const { ses, inputs } = recordingClient();
    await createSesMailSender(ses, 'no-reply@example.org', 'portail-photos-recette-mail').send(mail);
    expect(inputs[0]).toMatchObject({
      FromEmailAddress: 'no-reply@example.org',
      ConfigurationSetName: 'portail-photos-recette-mail',
    });
  });

  it('names none when given none, leaving the identity default', async () => {
    const { ses, inputs } = recordingClient();
    await createSesMailSender(ses, 'no-reply@example.org').send(mail);
    expect(inputs[0]).not.toHaveProperty('ConfigurationSetName');
  });
});
