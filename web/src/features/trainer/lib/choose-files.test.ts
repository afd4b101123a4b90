import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../../../shared/limits';
import { chooseFiles } from './choose-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('chooseFiles', () => {
  it('sends nothing when no file is chosen', () => {
    // Act / Assess
    expect(chooseFiles([])).toEqual({ kind: 'empty' });
  });

  it('stops everything when one file is over 15 MB', () => {
    // Prepare
    const big = file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1);
    // Act / Assess
    expect(chooseFiles([file('a.jpg', 'image/jpeg'), big])).toEqual({ kind: 'too-large', file: big });
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
    });
  });
});
