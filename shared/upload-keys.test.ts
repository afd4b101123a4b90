import { describe, expect, it } from 'vitest';
import { parseUploadKey, uploadKey } from './media-keys.js';

describe('parseUploadKey', () => {
  it('reads back the ids of a key the server chose', () => {
    expect(parseUploadKey(uploadKey('Stay_01-a', 'photo-9_Z'))).toEqual({
      stageId: 'Stay_01-a',
      photoId: 'photo-9_Z',
    });
  });

  it.each([
    // A dot would let '..' name a folder above the stay, or a stay id no validation ever let through.
    ['a dot in the stay id', 'uploads/photos/stay.1/p1'],
    ['a stay id of two dots', 'uploads/photos/../p1'],
    ['a dot in the photo id', 'uploads/photos/s1/p1.jpg'],
    ['another prefix', 'photos/s1/p1'],
    ['a deeper key', 'uploads/photos/s1/p1/original'],
    ['an empty stay id', 'uploads/photos//p1'],
    ['a stay id over 64 characters', `uploads/photos/${'s'.repeat(65)}/p1`],
  ])('answers undefined for %s', (_case, key) => {
    expect(parseUploadKey(key)).toBeUndefined();
  });
});
