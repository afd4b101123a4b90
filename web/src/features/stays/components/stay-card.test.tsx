import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PublicStay } from '#shared/schemas';
import { StayCard } from './stay-card';

const stay: PublicStay = {
  id: 's1',
  nom_stage: 'Mer et voile',
  ville: 'Quiberon',
  date_debut: '2026-07-06',
  date_fin: '2026-07-17',
  actif: 1,
  photo: 'stages/s1/cover.jpg',
  photoUrl: 'https://m/stages/s1/cover.jpg',
};

const picture = (onFirstScreen?: 'first' | 'early' | false): string => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <StayCard stage={stay} onFirstScreen={onFirstScreen} />
    </MemoryRouter>,
  );
  return /<img[^>]*>/.exec(html)?.[0] ?? '';
};

describe('StageCard picture', () => {
  it('asks at once, and first, for the picture of the first card: the largest thing a phone shows', () => {
    expect(picture('first')).toContain('loading="eager"');
    expect(picture('first')).toContain('fetchPriority="high"');
  });

  it('asks at once for the other cards of the first screen, without jumping the queue', () => {
    expect(picture('early')).toContain('loading="eager"');
    expect(picture('early')).not.toContain('fetchPriority="high"');
  });

  it('leaves the cards further down to the browser', () => {
    expect(picture()).toContain('loading="lazy"');
  });
});
