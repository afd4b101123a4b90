/**
 * The tags an EXIF block holds, IFD by IFD, read independently of the code under test: what a served
 * copy tells anyone who saves it. Reads the block as sharp's metadata gives it ("Exif\0\0" then TIFF).
 */

export interface ExifTags {
  /** Tag numbers of IFD0 (the main image). */
  readonly ifd0: readonly number[];
  /** Tag numbers of the Exif IFD, when IFD0 points to one. */
  readonly exif: readonly number[];
  /** Tag numbers of the GPS IFD, when IFD0 points to one. */
  readonly gps: readonly number[];
  /** Whether a second IFD follows IFD0: where an embedded thumbnail lives. */
  readonly hasIfd1: boolean;
}

export const EXIF_POINTER = 0x8769;
export const GPS_POINTER = 0x8825;

export const exifTags = (block: Uint8Array): ExifTags => {
  const skip = String.fromCharCode(...block.subarray(0, 4)) === 'Exif' ? 6 : 0;
  const view = new DataView(block.buffer, block.byteOffset + skip, block.byteLength - skip);
  const little = view.getUint16(0, false) === 0x4949;
  const ifd = (offset: number) => {
    const count = view.getUint16(offset, little);
    const tags = new Map<number, number>();
    for (let i = 0; i < count; i += 1) {
      const at = offset + 2 + i * 12;
      tags.set(view.getUint16(at, little), view.getUint32(at + 8, little));
    }
    return { tags, next: view.getUint32(offset + 2 + count * 12, little) };
  };
  const first = ifd(view.getUint32(4, little));
  const pointed = (tag: number): number[] => {
    const offset = first.tags.get(tag);
    return offset === undefined ? [] : [...ifd(offset).tags.keys()];
  };
  return {
    ifd0: [...first.tags.keys()],
    exif: pointed(EXIF_POINTER),
    gps: pointed(GPS_POINTER),
    hasIfd1: first.next !== 0,
  };
};
