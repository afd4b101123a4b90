import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { describeSession } from './describe-session.js';

const identity = { tokenId: 't', expiresAt: 0, tokenVersion: 1 };
const director = { ...identity, role: 'formateur', stageId: 'st-1' } as const;
const admin = { ...identity, role: 'admin', username: 'direction' } as const;

describe('describeSession', () => {
  it('says the role and, for a stay token, the stay', () => {
    expect(describeSession(director, undefined)).toEqual({ role: 'formateur', stageId: 'st-1' });
    expect(describeSession(admin, 'admin')).toEqual({ role: 'admin', stageId: null });
  });

  it('refuses a token of another role than the one asked', () => {
    expect(() => describeSession(director, 'admin')).toThrow(
      expect.objectContaining({ kind: 'forbidden', message: messages.api.forbidden }),
    );
  });
});
