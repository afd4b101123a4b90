import { describe, expect, it } from 'vitest';
import { digestDue } from '#functions/domain/photo-digest.js';
import { createUnsubscribeTokens } from '#functions/domain/unsubscribe-tokens.js';
import { messages } from '#shared/messages.js';
import { inMemoryPhotoDigestStore } from '#test/memory/photo-digests.js';
import { stay } from '#test/memory/stay-lookup.js';
import { unsubscribeFromDigest } from './unsubscribe-from-digest.js';

const NOW = new Date('2026-08-10T18:00:00Z');

const world = () => {
  const photoDigests = inMemoryPhotoDigestStore();
  const unsubscribeTokens = createUnsubscribeTokens('k'.repeat(40), 'portail', () => NOW);
  const stays = new Map([['stay1', stay('stay1')]]);
  return {
    photoDigests,
    unsubscribeTokens,
    deps: {
      photoDigests,
      unsubscribeTokens,
      stays: { get: async (id: string) => stays.get(id) },
      clock: () => NOW,
    },
  };
};

describe('unsubscribeFromDigest', () => {
  it("stops the stay's digests for that address at once, and says so with the stay's name", async () => {
    // Prepare
    const { deps, photoDigests, unsubscribeTokens } = world();
    const token = await unsubscribeTokens.issue({ stageId: 'stay1', address: 'famille@example.org' });
    // Act
    const answer = await unsubscribeFromDigest(deps, token);
    const again = await unsubscribeFromDigest(
      { ...deps, clock: () => new Date(NOW.getTime() + 1000) },
      token,
    );
    // Assess
    const name = stay('stay1').nom_stage;
    expect(answer).toEqual({ message: messages.photoDigest.done(name), nom_stage: name });
    expect(again).toEqual(answer);
    const [mark] = await photoDigests.marksOf('stay1');
    expect(mark).toMatchObject({ address: 'famille@example.org', unsubscribed_at: NOW.toISOString() });
    expect(digestDue(mark, NOW, 1)).toBe(false);
  });

  it('refuses an invalid link with a French message and records nothing', async () => {
    const { deps, photoDigests } = world();
    await expect(unsubscribeFromDigest(deps, 'pas-un-jeton')).rejects.toMatchObject({
      kind: 'invalid',
      message: messages.photoDigest.invalidLink,
    });
    expect(photoDigests.marks.size).toBe(0);
  });

  it('records nothing for a stay deleted since', async () => {
    const { deps, photoDigests, unsubscribeTokens } = world();
    const token = await unsubscribeTokens.issue({ stageId: 'gone', address: 'famille@example.org' });
    expect(await unsubscribeFromDigest(deps, token)).toEqual({ message: messages.photoDigest.stayGone });
    expect(photoDigests.marks.size).toBe(0);
  });
});
