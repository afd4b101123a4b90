import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '#functions/config.js';
import { MEDIA_URL_TTL_SECONDS } from '#shared/limits.js';
import { createAwsClients } from './aws-clients.js';
import { contentDisposition, createS3FileLinks, servingOf } from './file-links.js';

const links = () =>
  createS3FileLinks(
    createAwsClients(
      {
        region: 'eu-west-3',
        endpoint: 'http://127.0.0.1:4566',
        tables: {},
        buckets: {},
        queueUrls: {},
      } as unknown as Config,
      { fn: 'tooling' },
    ).s3Presigner,
    'media',
    () => new Date('2026-07-01T10:20:00Z'),
  );

describe('document links', () => {
  beforeAll(() => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  });

  it('serves previewable types inline with their own type', () => {
    expect(servingOf('Livret 1.pdf')).toEqual({
      contentType: 'application/pdf',
      disposition: `inline; filename="Livret 1.pdf"; filename*=UTF-8''Livret%201.pdf`,
    });
    expect(servingOf('chant.mp3').contentType).toBe('audio/mpeg');
  });

  it.each(['page.html', 'logo.svg', 'script.js', 'notes.txt', 'planning.docx'])(
    'forces %s to download as opaque bytes',
    (name) => {
      const serving = servingOf(name);
      expect(serving.contentType).toBe('application/octet-stream');
      expect(serving.disposition.startsWith('attachment;')).toBe(true);
    },
  );

  it('keeps the exact UTF-8 name and an ASCII fallback without quotes', () => {
    expect(contentDisposition('attachment', 'Été "spécial".pdf')).toBe(
      `attachment; filename="Ete _special_.pdf"; filename*=UTF-8''%C3%89t%C3%A9%20%22sp%C3%A9cial%22.pdf`,
    );
  });

  it('signs an expiring GET that pins type and disposition', async () => {
    // Act
    const url = new URL(await links().link('documents/Pédagogie/page.html', 'page.html'));
    // Assess
    expect(url.pathname).toBe('/media/documents/P%C3%A9dagogie/page.html');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(MEDIA_URL_TTL_SECONDS));
    expect(url.searchParams.get('response-content-type')).toBe('application/octet-stream');
    expect(url.searchParams.get('response-content-disposition')).toMatch(/^attachment; /);
  });
});
