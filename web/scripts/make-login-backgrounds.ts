/**
 * Makes the three background images of the sign-in page (/connexion) once, from vector scenes drawn
 * here: soft landscapes (mountains at dawn, a lake in the forest, the seaside) rendered by sharp to
 * compressed WebP files under web/public/images. Run again only to change them:
 *
 *   npx tsx web/scripts/make-login-backgrounds.ts
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1600;
const HEIGHT = 1000;
const MAX_BYTES = 80 * 1024;
const outDir = path.resolve(import.meta.dirname, '../public/images');

/** A closed path through points, from the left edge to the right edge and down to the bottom. */
const ridge = (points: ReadonlyArray<readonly [number, number]>): string =>
  `M0 ${HEIGHT} ${points.map(([x, y]) => `L${x} ${y}`).join(' ')} L${WIDTH} ${HEIGHT} Z`;

/** A smooth ridge: quadratic curves through the given crest points. */
const softRidge = (points: ReadonlyArray<readonly [number, number]>): string => {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M0 ${HEIGHT} L${first[0]} ${first[1]}`;
  for (let i = 0; i < rest.length; i++) {
    const point = rest[i];
    const previous = i === 0 ? first : rest[i - 1];
    if (!point || !previous) continue;
    const midX = (previous[0] + point[0]) / 2;
    d += ` Q${previous[0]} ${previous[1]} ${midX} ${(previous[1] + point[1]) / 2}`;
  }
  const last = rest.at(-1) ?? first;
  return `${d} L${last[0]} ${last[1]} L${WIDTH} ${HEIGHT} Z`;
};

const pine = (x: number, base: number, height: number, color: string): string => {
  const w = height * 0.42;
  return `<path d="M${x} ${base - height} L${x + w / 2} ${base} L${x - w / 2} ${base} Z" fill="${color}"/>`;
};

const mountainsAtDawn = (): string => `
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f7c9a9"/>
      <stop offset="0.45" stop-color="#f9dfc4"/>
      <stop offset="1" stop-color="#fbeee0"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.68" cy="0.38" r="0.45">
      <stop offset="0" stop-color="#fff3d6" stop-opacity="0.95"/>
      <stop offset="1" stop-color="#fff3d6" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <circle cx="1090" cy="370" r="74" fill="#fbb97c"/>
  <path d="${ridge([
    [0, 520],
    [180, 390],
    [330, 470],
    [520, 300],
    [700, 450],
    [860, 360],
    [1040, 470],
    [1250, 330],
    [1420, 430],
    [1600, 360],
  ])}" fill="#c9a3b8"/>
  <path d="${ridge([
    [0, 620],
    [220, 500],
    [420, 590],
    [640, 470],
    [820, 580],
    [1010, 500],
    [1230, 600],
    [1420, 510],
    [1600, 570],
  ])}" fill="#9c7fa6"/>
  <path d="${softRidge([
    [0, 760],
    [300, 680],
    [620, 740],
    [980, 660],
    [1300, 730],
    [1600, 690],
  ])}" fill="#6f6390"/>
  <path d="${softRidge([
    [0, 880],
    [400, 820],
    [800, 870],
    [1200, 810],
    [1600, 860],
  ])}" fill="#4d4a72"/>
</svg>`;

const lakeInTheForest = (): string => {
  const trees: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = 20 + i * 63 + ((i * 37) % 23);
    const h = 120 + ((i * 53) % 70);
    trees.push(pine(x, 640, h, i % 3 === 0 ? '#2f5d50' : '#3b6e5e'));
  }
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#b9dfe0"/>
      <stop offset="1" stop-color="#eef5e8"/>
    </linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8cc3c4"/>
      <stop offset="1" stop-color="#4f8f97"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="360" cy="230" r="62" fill="#fff6da"/>
  <path d="${softRidge([
    [0, 470],
    [260, 400],
    [560, 460],
    [900, 380],
    [1240, 450],
    [1600, 400],
  ])}" fill="#9fc4a8"/>
  <path d="${softRidge([
    [0, 560],
    [340, 500],
    [700, 560],
    [1080, 490],
    [1600, 550],
  ])}" fill="#74a489"/>
  ${trees.join('\n  ')}
  <rect y="640" width="${WIDTH}" height="${HEIGHT - 640}" fill="url(#lake)"/>
  <g fill="#ffffff" opacity="0.35">
    <rect x="220" y="700" width="260" height="4" rx="2"/>
    <rect x="760" y="760" width="340" height="4" rx="2"/>
    <rect x="1180" y="700" width="200" height="4" rx="2"/>
    <rect x="420" y="850" width="300" height="4" rx="2"/>
    <rect x="1000" y="900" width="260" height="4" rx="2"/>
  </g>
</svg>`;
};

const seaside = (): string => `
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fbd9b5"/>
      <stop offset="0.6" stop-color="#fde9cf"/>
      <stop offset="1" stop-color="#fef3e2"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6fb3c0"/>
      <stop offset="1" stop-color="#3f8796"/>
    </linearGradient>
    <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f1d2a5"/>
      <stop offset="1" stop-color="#e4b982"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="800" cy="520" r="120" fill="#f6a96b"/>
  <rect y="520" width="${WIDTH}" height="${HEIGHT - 520}" fill="url(#sea)"/>
  <g fill="#ffffff" opacity="0.4">
    <rect x="690" y="560" width="220" height="5" rx="2.5"/>
    <rect x="720" y="600" width="160" height="5" rx="2.5"/>
    <rect x="750" y="640" width="100" height="5" rx="2.5"/>
  </g>
  <path d="${softRidge([
    [0, 760],
    [360, 720],
    [760, 790],
    [1180, 730],
    [1600, 780],
  ])}" fill="url(#sand)"/>
  <path d="${softRidge([
    [0, 900],
    [500, 850],
    [1000, 910],
    [1600, 860],
  ])}" fill="#dca86f"/>
  <g fill="none" stroke="#7a5a4a" stroke-width="5" stroke-linecap="round">
    <path d="M300 240 q18 -16 36 0 q18 -16 36 0"/>
    <path d="M400 300 q14 -12 28 0 q14 -12 28 0"/>
    <path d="M1220 200 q16 -14 32 0 q16 -14 32 0"/>
  </g>
</svg>`;

const scenes = [
  ['connexion-montagne.webp', mountainsAtDawn()],
  ['connexion-lac.webp', lakeInTheForest()],
  ['connexion-plage.webp', seaside()],
] as const;

await mkdir(outDir, { recursive: true });
for (const [name, svg] of scenes) {
  const file = path.join(outDir, name);
  // A light blur turns the flat shapes into a soft, photographic-looking backdrop.
  await sharp(Buffer.from(svg)).blur(1.2).webp({ quality: 62, effort: 6 }).toFile(file);
  const { size } = await stat(file);
  if (size > MAX_BYTES) throw new Error(`${name}: ${size} bytes, more than ${MAX_BYTES}`);
  console.log(`${name}: ${(size / 1024).toFixed(1)} KB`);
}
