import { describe, expect, it } from 'vitest';
import type { Principal } from '#functions/domain/tokens.js';
import { messages } from '#shared/messages.js';
import { requireStayAccess } from './require-stay-access.js';

const identity = { tokenId: 't', expiresAt: 0, tokenVersion: 1 };
const director: Principal = { ...identity, role: 'formateur', stageId: 'st-1' };
const admin: Principal = { ...identity, role: 'admin', username: 'direction' };

describe('requireStayAccess', () => {
  it('lets a family or trainer reach their own stay, and an administrator any stay', () => {
    expect(() => requireStayAccess(director, 'st-1')).not.toThrow();
    expect(() => requireStayAccess(admin, 'st-2')).not.toThrow();
  });

  it('refuses another stay, or none, as forbidden', () => {
    for (const stayId of ['st-2', undefined]) {
      expect(() => requireStayAccess(director, stayId)).toThrow(
        expect.objectContaining({ kind: 'forbidden', message: messages.api.forbidden }),
      );
    }
  });
});
