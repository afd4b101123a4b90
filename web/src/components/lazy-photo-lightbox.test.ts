import { describe, expect, it } from 'vitest';
import { loadPhotoLightbox, photoLightbox } from './lazy-photo-lightbox';

describe('photoLightbox', () => {
  it('is a lazy component until the code has arrived, then the module’s own component', async () => {
    // Before: rendering it suspends, and the page shows nothing while the code comes.
    const before = photoLightbox();
    expect((before as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    // After: rendered directly, so a tap opens the viewer in the same render, with no Suspense
    // throttle (a lazy component suspends on its first render even once its code is loaded).
    const module = await loadPhotoLightbox();
    expect(photoLightbox()).toBe(module.default);
  });
});
