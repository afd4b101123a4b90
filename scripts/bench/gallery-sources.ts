/**
 * The photos of the gallery's bench stays: a few distinct sources, used in turn. Their thumbnails
 * weigh what real ones do (about 13 kB); their count is the point.
 */
import sharp from 'sharp';

export const sourcePhotos = (): Promise<Buffer[]> =>
  Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      sharp({
        create: {
          width: 400,
          height: 300,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 96 + index * 8, sigma: 20 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
