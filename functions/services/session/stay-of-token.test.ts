import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { stayOfToken } from './stay-of-token.js';

const token = { tokenId: 't-1', expiresAt: 0, tokenVersion: 1 };

describe('stayOfToken', () => {
  it("gives a family's or a trainer's stay", () => {
    // Act
    const family = stayOfToken({ ...token, role: 'stagiaire', stageId: 'st-1' });
    const trainer = stayOfToken({ ...token, role: 'formateur', stageId: 'st-2' });
    // Assess
    expect([family, trainer]).toEqual([{ stageId: 'st-1' }, { stageId: 'st-2' }]);
  });

  it('refuses an administrator, whose token is for no stay', () => {
    // Act
    const refusal = () => stayOfToken({ ...token, role: 'admin', username: 'alice' });
    // Assess
    expect(refusal).toThrow(expect.objectContaining({ kind: 'forbidden', message: messages.api.forbidden }));
  });
});
