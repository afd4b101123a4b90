/**
 * Photos as a phone sends them, for the benches that must see what the media worker makes of real
 * uploads: 12 MP JPEGs (4032×3024, quality 90, 3 to 4 MB) drawn in code (phone-photos.ts), with the
 * EXIF a phone writes: make, model, capture time, and for one photo in three the orientation of a
 * picture taken upright, which the worker must turn. Plus cheap distinct copies of them.
 */
import sharp from 'sharp';
import { captureTags } from '#functions/adapters/exif-date.js';
import { phoneLikePhoto } from './phone-photos.js';

const WIDTH = 4032;
const HEIGHT = 3024;
const QUALITY = 90;
/** EXIF orientation 6: the sensor's landscape pixels, to be shown turned a quarter clockwise. */
const UPRIGHT = 6;

/** `count` phone photos taken on successive days of a July stay, one in three held upright. */
export const phonePhotos = async (count: number): Promise<Buffer[]> => {
  const photos: Buffer[] = [];
  // One at a time: each holds several 36 MB layers, and the machine's cores are shared.
  for (let index = 0; index < count; index += 1) {
    const drawn = await phoneLikePhoto(index, WIDTH, HEIGHT);
    const takenAt = `2026-07-${String(7 + (index % 18)).padStart(2, '0')}T${String(8 + (index % 10)).padStart(2, '0')}:15:00Z`;
    photos.push(
      await sharp(drawn)
        .withExif({
          IFD0: { Make: 'Apple', Model: 'iPhone 13', Software: '17.5.1' },
          IFD2: { ...captureTags(takenAt) },
        })
        .withMetadata({ orientation: index % 3 === 2 ? UPRIGHT : 1 })
        .jpeg({ quality: QUALITY })
        .toBuffer(),
    );
  }
  return photos;
};

/**
 * The same picture under a comment segment of its own (JPEG's COM marker, right after the start of
 * image): other bytes, another SHA-256, so each copy is a new upload for the server, without
 * encoding 12 MP again.
 */
export const distinctCopy = (jpeg: Buffer, label: string): Buffer => {
  const text = Buffer.from(label, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  // The length counts its own two bytes, not the marker.
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
};
