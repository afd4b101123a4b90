import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/limits';
import { chooseFiles } from './choose-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('chooseFiles', () => {
  it('sends nothing when no file is chosen', () => {
    // Act / Assess
    expect(chooseFiles([])).toEqual({ kind: 'empty' });
  });

  it('sets a file over 15 MB aside and keeps the rest of the batch', () => {
    // Prepare
    const good = file('a.jpg', 'image/jpeg');
    const big = file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1);
    const bigVideo = file('film.mov', 'video/quicktime', MAX_UPLOAD_BYTES * 4);
    // Act
    const choice = chooseFiles([good, big, bigVideo]);
    // Assess
    expect(choice).toEqual({
      kind: 'ok',
      photos: [{ file: good, type: 'image/jpeg' }],
      notPhotos: [],
      tooLarge: [big, bigVideo],
    });
  });

  it('accepts exactly 15 MB, sets non-photos aside and recognises HEIC by extension', () => {
    // Prepare
    const limit = file('limit.jpg', 'image/jpeg', MAX_UPLOAD_BYTES);
    const heic = file('IMG_0001.HEIC', '');
    const pdf = file('programme.pdf', 'application/pdf');
    // Act
    const choice = chooseFiles([limit, heic, pdf]);
    // Assess
    expect(choice).toEqual({
      kind: 'ok',
      photos: [
        { file: limit, type: 'image/jpeg' },
        { file: heic, type: 'image/heic' },
      ],
      notPhotos: [pdf],
      tooLarge: [],
    });
  });
});
