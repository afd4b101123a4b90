import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { checkRole } from './check-role.js';

const token = { tokenId: 't-1', expiresAt: 0, tokenVersion: 1 };
const trainer = { ...token, role: 'formateur' as const, stageId: 'st-1' };

describe('checkRole', () => {
  it("gives the token's role and stay, when no role or the same role is asked", () => {
    // Act
    const any = checkRole(trainer, {});
    const same = checkRole(trainer, { role: 'formateur' });
    const admin = checkRole({ ...token, role: 'admin', username: 'alice' }, {});
    // Assess
    expect([any, same]).toEqual([
      { stageId: 'st-1', role: 'formateur' },
      { stageId: 'st-1', role: 'formateur' },
    ]);
    expect(admin).toEqual({ stageId: null, role: 'admin' });
  });

  it('refuses a token of another role than the one asked', () => {
    // Act
    const refusal = () => checkRole(trainer, { role: 'admin' });
    // Assess
    expect(refusal).toThrow(expect.objectContaining({ kind: 'forbidden', message: messages.api.forbidden }));
  });
});
