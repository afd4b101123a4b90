import { describe, expect, it } from 'vitest';
import { edgePathsOf, familyLinksOutlive, MAX_STAY_PATHS } from './photo-links.js';

const NOW = new Date('2026-08-10T10:00:00Z');
const inHours = (hours: number) => NOW.getTime() / 1000 + hours * 3600;
const published = { status: 'prete', actif: 1 } as const;

describe('familyLinksOutlive', () => {
  it('ends the links of a published photo that is hidden', () => {
    expect(familyLinksOutlive(published, { ...published, actif: 0 }, NOW)).toBe(true);
  });

  it('ends them when a deletion date comes before the links out expire, not when it comes after', () => {
    expect(familyLinksOutlive(published, { ...published, expires_at: inHours(20) }, NOW)).toBe(true);
    expect(familyLinksOutlive(published, { ...published, expires_at: inHours(49) }, NOW)).toBe(false);
    // Moved later, or unchanged: new links are signed up to it already.
    expect(
      familyLinksOutlive(
        { ...published, expires_at: inHours(5) },
        { ...published, expires_at: inHours(6) },
        NOW,
      ),
    ).toBe(false);
  });

  it('ignores photos families never saw, and changes that keep them seeing it', () => {
    expect(familyLinksOutlive({ status: 'prete', actif: 0 }, { status: 'prete', actif: 0 }, NOW)).toBe(false);
    expect(familyLinksOutlive({ status: 'en_attente', actif: 1 }, published, NOW)).toBe(false);
    expect(familyLinksOutlive(published, published, NOW)).toBe(false);
  });
});

describe('edgePathsOf', () => {
  it('forgets each stay once, its photos and its zips, with one wildcard path each', () => {
    expect(edgePathsOf(['s2', 's1', 's2'])).toEqual([
      '/photos/s1/*',
      '/archives/s1/*',
      '/photos/s2/*',
      '/archives/s2/*',
    ]);
  });

  it('forgets every photo and zip when more stays changed together than CloudFront runs wildcards at once', () => {
    const stays = Array.from({ length: MAX_STAY_PATHS + 1 }, (_, i) => `s${i}`);
    expect(edgePathsOf(stays.slice(0, MAX_STAY_PATHS)).length).toBeLessThanOrEqual(15);
    expect(edgePathsOf(stays)).toEqual(['/photos/*', '/archives/*']);
  });
});
