import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';
import { createUnsubscribeTokens, UNSUBSCRIBE_TOKEN_TTL_SECONDS } from './unsubscribe-tokens.js';

const SECRET = 'x'.repeat(40);
const NOW = new Date('2026-08-10T18:00:00Z');

describe('unsubscribe tokens', () => {
  it('name the stay and the address they were issued for', async () => {
    const tokens = createUnsubscribeTokens(SECRET, 'portail', () => NOW);
    const token = await tokens.issue({ stageId: 's1', address: 'a@example.org' });
    expect(await tokens.verify(token)).toEqual({ stageId: 's1', address: 'a@example.org' });
  });

  it('refuse a forged, altered, expired or session token, and a session refuses them', async () => {
    const tokens = createUnsubscribeTokens(SECRET, 'portail', () => NOW);
    const token = await tokens.issue({ stageId: 's1', address: 'a@example.org' });
    const forged = await createUnsubscribeTokens('y'.repeat(40), 'portail', () => NOW).issue({
      stageId: 's1',
      address: 'a@example.org',
    });
    const later = new Date(NOW.getTime() + (UNSUBSCRIBE_TOKEN_TTL_SECONDS + 1) * 1000);
    const sessions = createTokenService(SECRET, 'portail', () => NOW);
    const session = await sessions.issueStayToken('stagiaire', 's1', 1);

    expect(await tokens.verify(forged)).toBeUndefined();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeUndefined();
    expect(await createUnsubscribeTokens(SECRET, 'portail', () => later).verify(token)).toBeUndefined();
    expect(await tokens.verify(session)).toBeUndefined();
    expect(await sessions.verify(token)).toBeUndefined();
  });
});
