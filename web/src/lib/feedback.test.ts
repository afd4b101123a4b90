import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { ApiError } from './api-client';
import { errorDetails, errorText, failureOf } from './feedback';

describe('errorText', () => {
  it("gives the server's French message when it sent one", () => {
    const error = new ApiError('http', 409, 'Ce séjour vient d’être modifié.');
    expect(errorText(error, 'Échec.')).toBe('Ce séjour vient d’être modifié.');
  });

  it('blames the connection when no answer came', () => {
    expect(errorText(new ApiError('network', 0, null), 'Échec.')).toBe(messages.login.network);
  });

  it("falls back on the page's own text for anything else", () => {
    expect(errorText(new ApiError('http', 500, null), 'Échec.')).toBe('Échec.');
    expect(errorText(new ApiError('invalid-response', 200, null), 'Échec.')).toBe('Échec.');
    expect(errorText(new TypeError('boom'), 'Échec.')).toBe('Échec.');
  });
});

describe('errorDetails', () => {
  it('reads the messages of the rows the server refused, and nothing else', () => {
    const error = new ApiError('http', 400, 'Rien importé', [
      { line: 7, message: 'Ligne 7 : date invalide' },
      { line: 9 },
      'Ligne 9',
      { message: 'Ligne 12 : mail invalide' },
    ]);
    expect(errorDetails(error)).toEqual(['Ligne 7 : date invalide', 'Ligne 12 : mail invalide']);
    expect(errorDetails(new ApiError('http', 400, 'Rien', { message: 'pas une liste' }))).toEqual([]);
    expect(errorDetails(new Error('Ligne 1'))).toEqual([]);
  });
});

describe('failureOf', () => {
  it('is an error notice for a failure and nothing without one', () => {
    expect(failureOf(new ApiError('http', 404, 'Introuvable.'), 'Échec.')).toEqual({
      kind: 'error',
      text: 'Introuvable.',
    });
    expect(failureOf(null, 'Échec.')).toBeNull();
  });
});
