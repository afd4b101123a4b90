import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { stayOfSession } from './stay-of-session.js';

const identity = { tokenId: 't', expiresAt: 0, tokenVersion: 1 };

describe('stayOfSession', () => {
  it("gives a family or trainer token's stay", () => {
    expect(stayOfSession({ ...identity, role: 'stagiaire', stageId: 'st-1' })).toEqual({ stageId: 'st-1' });
  });

  it('refuses an administrator token, which has no stay', () => {
    expect(() => stayOfSession({ ...identity, role: 'admin', username: 'direction' })).toThrow(
      expect.objectContaining({ kind: 'forbidden', message: messages.api.forbidden }),
    );
  });
});
