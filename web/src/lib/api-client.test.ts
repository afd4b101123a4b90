import { describe, expect, it } from 'vitest';
import { ApiError, buildApiUrl, isApiError, parseRetryAfter } from './api-client';

describe('buildApiUrl', () => {
  it('fills and encodes the path parameters', () => {
    expect(buildApiUrl('/api', '/stages/{stageId}', { stageId: 'a b/c' })).toBe('/api/stages/a%20b%2Fc');
  });

  it('adds the query, leaving out unset values', () => {
    expect(buildApiUrl('/api', '/ping', {}, { role: 'formateur', other: undefined })).toBe(
      '/api/ping?role=formateur',
    );
  });

  it('refuses a path parameter that is missing', () => {
    expect(() => buildApiUrl('/api', '/stages/{stageId}')).toThrow(/stageId/);
  });
});

describe('ApiError', () => {
  it("carries the status and the server's message", () => {
    const error = new ApiError('http', 429, 'Trop de tentatives.');
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe('Trop de tentatives.');
    expect(error.message).toBe('Trop de tentatives.');
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-07-14T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Tue, 14 Jul 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Tue, 14 Jul 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('bientôt', now)).toBeNull();
  });
});
