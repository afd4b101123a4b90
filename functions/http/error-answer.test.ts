import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { InvalidCursorError } from '#functions/ports/page-cursor.js';
import { ServiceError } from '#functions/services/service-error.js';
import { messages } from '#shared/messages.js';
import { errorAnswer } from './error-answer.js';

describe('errorAnswer', () => {
  it('gives each kind of refusal its status and keeps the French message', () => {
    expect(errorAnswer(new ServiceError('not-found', messages.api.stayNotFound))).toEqual({
      status: 404,
      body: { message: messages.api.stayNotFound },
      headers: {},
    });
    expect(errorAnswer(new ServiceError('conflict', 'x'))?.status).toBe(409);
    expect(errorAnswer(new ServiceError('failed', 'x'))?.status).toBe(500);
  });

  it('tells a throttled caller when to come back and an anonymous one how to sign in', () => {
    const throttled = errorAnswer(
      new ServiceError('too-many-attempts', messages.api.tooManyAttempts, { retryAfterSeconds: 60 }),
    );
    expect(throttled).toMatchObject({ status: 429, headers: { 'Retry-After': '60' } });
    const anonymous = errorAnswer(new ServiceError('unauthenticated', 'x', { challenge: 'Bearer' }));
    expect(anonymous).toMatchObject({ status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  });

  it('answers a schema failure with its first message and every issue', () => {
    const failure = z.object({ nom: z.string({ error: 'Le nom est requis.' }) }).safeParse({});
    if (failure.success) throw new Error('the schema should refuse');
    expect(errorAnswer(failure.error)).toEqual({
      status: 400,
      body: { message: 'Le nom est requis.', details: [{ path: 'nom', message: 'Le nom est requis.' }] },
      headers: {},
    });
    expect(errorAnswer(new InvalidCursorError())?.body.message).toBe(messages.api.invalidCursor);
  });

  it('leaves faults to the caller, who logs them and answers 500', () => {
    expect(errorAnswer(new Error('DynamoDB is down'))).toBeUndefined();
  });
});
