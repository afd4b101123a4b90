/** Demo pictures drawn on the fly with sharp (no download): stay covers and camp "photos". */
import sharp from 'sharp';

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#f6d365', '#fda085', '#ffffff'],
  ['#84fab0', '#8fd3f4', '#1d3557'],
  ['#a1c4fd', '#c2e9fb', '#264653'],
  ['#fbc2eb', '#a6c1ee', '#3d405b'],
  ['#fddb92', '#d1fdff', '#2a9d8f'],
  ['#ff9a9e', '#fecfef', '#6d597a'],
  ['#96fbc4', '#f9f586', '#2b9348'],
  ['#f093fb', '#f5576c', '#ffffff'],
];

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const scene = (width: number, height: number, seed: number, label: string): string => {
  const [from, to, ink] = PALETTES[seed % PALETTES.length] ?? ['#ccc', '#eee', '#333'];
  const hills = Array.from({ length: 3 }, (_, i) => {
    const y = height * (0.55 + i * 0.12);
    const amp = height * (0.08 + ((seed + i) % 3) * 0.03);
    return `<path d="M0 ${y} Q ${width * 0.25} ${y - amp} ${width * 0.5} ${y} T ${width} ${y} V ${height} H 0 Z" fill="${ink}" opacity="${0.18 + i * 0.12}"/>`;
  }).join('');
  const sun = `<circle cx="${width * (0.2 + (seed % 5) * 0.15)}" cy="${height * 0.28}" r="${height * 0.1}" fill="#fff" opacity="0.8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${sun}${hills}
    <text x="50%" y="${height * 0.5}" font-family="sans-serif" font-size="${Math.round(height / 12)}" font-weight="bold" fill="${ink}" text-anchor="middle">${escapeXml(label)}</text>
  </svg>`;
};

/**
 * A stay's cover: a landscape without words. The card prints the stay's name beside it, and on a
 * phone the card crops its cover to a narrow strip, which would cut any text drawn in the picture.
 */
export const drawCover = (seed: number): Promise<Buffer> =>
  sharp(Buffer.from(scene(960, 640, seed, '')))
    .jpeg({ quality: 80 })
    .toBuffer();

/** The UTC offset of Paris on `day` ("+02:00" in summer, "+01:00" in winter), as EXIF writes it. */
const parisOffset = (day: string): string => {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(name?.replace('GMT', '') || '0');
  return `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
};

/**
 * When the demo photo `seed` was taken on `day` (YYYY-MM-DD), as a phone's EXIF says it: Paris wall
 * time and its offset, from 09:00 on, a photo every 23 minutes, so the saved copies are named and
 * sorted by a believable day and time.
 */
const captureTags = (day: string, seed: number) => {
  const minutes = 9 * 60 + ((seed * 23) % (11 * 60));
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  return { DateTimeOriginal: `${day.replaceAll('-', ':')} ${time}`, OffsetTimeOriginal: parisOffset(day) };
};

/** Where the demo photos say they were taken (the Vercors): what the served copies must not tell. */
const GPS_TAGS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '45/1 3/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '5/1 33/1 0/1',
};

/**
 * A camp photo as a phone would send it: JPEG with camera metadata and GPS coordinates (which the
 * pipeline must strip, but for the capture time when `day` gives one), and every fifth one stored
 * sideways with an EXIF orientation (which the pipeline must apply).
 */
export const drawPhoto = (seed: number, label: string, day?: string): Promise<Buffer> => {
  const sideways = seed % 5 === 4;
  const image = sharp(Buffer.from(scene(1600, 1200, seed, label)));
  const tagged = (sideways ? image.rotate(-90) : image).withExif({
    IFD0: { Make: 'DemoPhone', Model: 'Camera 3000', Artist: 'Formateur de démonstration' },
    ...(day ? { IFD2: captureTags(day, seed) } : {}),
    IFD3: GPS_TAGS,
  });
  // sharp writes the orientation tag through withMetadata, not withExif.
  return (sideways ? tagged.withMetadata({ orientation: 6 }) : tagged).jpeg({ quality: 82 }).toBuffer();
};
