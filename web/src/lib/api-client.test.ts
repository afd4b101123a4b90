import { describe, expect, it } from 'vitest';
import { ApiError, buildApiUrl, isApiError } from './api-client';

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
