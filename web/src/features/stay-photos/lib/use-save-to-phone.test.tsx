import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SharePhoto } from './share-batches';
import { useSaveToPhone } from './use-save-to-phone';

const photos: SharePhoto[] = [1, 2, 3].map((n) => ({
  id: `p${n}`,
  originalUrl: null,
  displayUrl: `https://media.example/p${n}.jpg`,
  time: 1_780_000_000 + n,
}));

/** What the button would offer to save, as the hook answers it on the page's first render. */
function Batch({ stayName }: { stayName: string | undefined }) {
  const { batch } = useSaveToPhone({
    photos,
    selected: [],
    complete: true,
    readAll: async () => photos,
    stayName,
  });
  return <>{batch ? `${batch.from}-${batch.to}` : 'none'}</>;
}

describe('saving the photos to the phone', () => {
  it("offers nothing while the stay's name, part of every file's name, is on its way", () => {
    expect(renderToStaticMarkup(<Batch stayName={undefined} />)).toBe('none');
  });

  it('offers the first batch once the stay has come', () => {
    expect(renderToStaticMarkup(<Batch stayName="Colo Océan et Dunes" />)).toBe('1-3');
  });
});
