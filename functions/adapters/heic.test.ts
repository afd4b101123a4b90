/**
 * iPhone photos: the HEIC fixture (640×480, made once from a JPEG with `heif-enc -q 40` of Debian's
 * libheif-examples, 1.5 KB) is recognised by content and turned into the usual JPEG derivatives.
 * The dated fixture (640×480, 874 bytes, made once with pillow-heif 1.8.1 from a plain image) carries
 * EXIF as an iPhone writes it in the HEIF container: taken at 14:32:05 on 8 July 2026 at +02:00,
 * a camera make and a GPS position.
 */

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejection } from '#functions/ports/image-processor.js';
import { exifTags } from '#test/helpers/exif-tags.js';
import { createSharpImageProcessor, sniffFormat } from './image-processor.js';

const heic = readFileSync(new URL('../../test/fixtures/photo.heic', import.meta.url));
const datedHeic = readFileSync(new URL('../../test/fixtures/dated-photo.heic', import.meta.url));

/** An `ftyp` box with the given major and compatible brands, as HEIF and AVIF files start. */
const ftyp = (major: string, ...compatible: string[]): Uint8Array => {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => {
    box.write(brand, 16 + 4 * i, 'latin1');
  });
  return box;
};

describe('HEIC photos', () => {
  it('recognises HEIC by its brands, and not AVIF', () => {
    // Act / Assess
    expect(sniffFormat(heic)).toBe('heic');
    expect(sniffFormat(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
    expect(sniffFormat(ftyp('avif', 'mif1', 'miaf'))).toBeUndefined();
    expect(sniffFormat(ftyp('mif1', 'avif', 'miaf'))).toBeUndefined();
  });

  it('reads its size from the header', async () => {
    // Act
    const info = await createSharpImageProcessor().inspect(heic);
    // Assess
    expect(info).toEqual({ format: 'heic', width: 640, height: 480 });
  });

  it('derives JPEG original, display copy and thumbnail from it', async () => {
    // Act
    const derived = await createSharpImageProcessor().derive(heic);
    // Assess
    const thumb = await sharp(derived.thumb.data).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(await sharp(derived.original.data).metadata()).toMatchObject({
      format: 'jpeg',
      width: 640,
      height: 480,
    });
    // The red rectangle of the source (x 40–240, y 40–160) survives the conversion.
    const { data } = await sharp(derived.original.data)
      .extract({ left: 100, top: 80, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180);
    expect(data[1]).toBeLessThan(90);
  });

  it('keeps when it was taken in the copies, and nothing else of its EXIF', async () => {
    // Act
    const derived = await createSharpImageProcessor().derive(datedHeic);
    // Assess
    expect(derived.takenAt).toBe('2026-07-08T12:32:05.000Z');
    for (const image of [derived.original, derived.display, derived.thumb, ...derived.renditions]) {
      const exif = (await sharp(image.data).metadata()).exif ?? Buffer.alloc(0);
      expect(exif.includes('2026:07:08 14:32:05')).toBe(true);
      expect(exif.includes('TestPhone')).toBe(false);
      expect(exifTags(exif).gps).toEqual([]);
    }
  });

  it('refuses a damaged HEIC as unreadable', async () => {
    // Prepare: the header survives, the coded image does not
    const damaged = heic.subarray(0, 600);
    // Act
    const outcome = createSharpImageProcessor().derive(damaged);
    // Assess
    await expect(outcome).rejects.toBeInstanceOf(ImageRejection);
    await expect(outcome).rejects.toMatchObject({ kind: 'unreadable' });
  });
});
