import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { verifyAdminSession } from './verify-admin-session.js';

const identity = { tokenId: 't', expiresAt: 0, tokenVersion: 1 };

describe('verifyAdminSession', () => {
  it('confirms an administrator token and names its account', () => {
    expect(verifyAdminSession({ ...identity, role: 'admin', username: 'direction' })).toEqual({
      message: messages.api.tokenValid,
      username: 'direction',
    });
  });

  it('refuses a stay token', () => {
    expect(() => verifyAdminSession({ ...identity, role: 'formateur', stageId: 'st-1' })).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
  });
});
