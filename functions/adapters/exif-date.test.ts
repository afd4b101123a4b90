import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captureTime } from './exif-date.js';

const NOW = new Date('2026-07-20T12:00:00Z');

/** The EXIF block sharp reads from a small JPEG written with `tags` in its Exif IFD. */
const exifWith = async (tags: Record<string, string>): Promise<Buffer | undefined> => {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone' }, IFD2: tags })
    .toBuffer();
  return (await sharp(jpeg).metadata()).exif;
};

describe('captureTime', () => {
  it('reads DateTimeOriginal at its own offset', async () => {
    const exif = await exifWith({ DateTimeOriginal: '2026:07:08 14:32:10', OffsetTimeOriginal: '+02:00' });
    expect(captureTime(exif, NOW)).toBe('2026-07-08T12:32:10.000Z');
  });

  it('takes a time without offset as Paris time, summer and winter', async () => {
    expect(captureTime(await exifWith({ DateTimeOriginal: '2026:07:08 14:32:10' }), NOW)).toBe(
      '2026-07-08T12:32:10.000Z',
    );
    expect(captureTime(await exifWith({ DateTimeOriginal: '2026:01:08 14:32:10' }), NOW)).toBe(
      '2026-01-08T13:32:10.000Z',
    );
  });

  it('gives none for a missing, unset or future date, and for no EXIF', async () => {
    expect(captureTime(await exifWith({ ExposureTime: '1/100' }), NOW)).toBeUndefined();
    expect(captureTime(await exifWith({ DateTimeOriginal: '0000:00:00 00:00:00' }), NOW)).toBeUndefined();
    expect(captureTime(await exifWith({ DateTimeOriginal: '2031:07:08 14:32:10' }), NOW)).toBeUndefined();
    expect(captureTime(undefined, NOW)).toBeUndefined();
    expect(captureTime(Buffer.from('Exif\0\0garbage'), NOW)).toBeUndefined();
  });
});
