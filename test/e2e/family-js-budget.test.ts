/**
 * The JavaScript a family's phone downloads to reach the gallery, as the local runtime serves it
 * (compressed as CloudFront would): the entry module, everything it imports, and the gallery route's
 * loader and page with their imports. A back-office text, schema or library pulled into that path
 * shows here as a budget overrun, before any phone measurement.
 */
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { MIN_COMPRESSED_BYTES } from '#scripts/local/compression.js';

/**
 * Kilobytes of compressed JavaScript a family's gallery may cost (1 kB = 1,000 bytes). The goal is
 * 150; the child finder's entry on the page and the faces of each listed photo took the gallery to
 * about 150.4, so the guard stands at 151 until the page sheds that kilobyte, and holds any growth
 * beyond it.
 */
const FAMILY_GALLERY_JS_BUDGET_KB = 151;

interface Served {
  /** Bytes on the wire, compressed. */
  readonly wireBytes: number;
  readonly encoding: string | undefined;
}

/** One GET, asking for brotli as a browser does, read raw: the bytes the network carries. */
const getRaw = (url: string): Promise<Served> =>
  new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
        const encoding = response.headers['content-encoding'];
        resolve({ wireBytes: Buffer.concat(chunks).length, encoding });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/** The same file decoded, to read its imports. */
const getText = async (url: string): Promise<string> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
};

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`), as asset paths. */
const staticImports = (code: string): string[] =>
  Array.from(
    code.matchAll(/import\s*(?:[\w${},\s*]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g),
    (match) => `/assets/${match[1]}`,
  );

/** Route chunks the entry loads on demand whose name starts with `prefix`. */
const lazyChunks = (code: string, prefix: string): string[] =>
  Array.from(
    new Set(
      Array.from(code.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g), (match) => match[1] ?? ''),
    ),
  )
    .filter((file) => file.startsWith(prefix))
    .map((file) => `/assets/${file}`);

describe('JavaScript of the family gallery', () => {
  it(`stays under ${FAMILY_GALLERY_JS_BUDGET_KB} kB compressed, with no back-office code in it`, async () => {
    const base = inject('portalUrl');
    const html = await getText(`${base}/`);
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(entry, 'entry module in index.html').toBeDefined();
    const entryCode = await getText(`${base}${entry}`);
    const galleryRoutes = lazyChunks(entryCode, 'stay-photos-');
    expect(galleryRoutes.length, 'the gallery route is loaded on demand').toBeGreaterThanOrEqual(1);

    const files = new Map<string, string>();
    const pending = [entry as string, ...galleryRoutes];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (files.has(file)) continue;
      const code = file === entry ? entryCode : await getText(`${base}${file}`);
      files.set(file, code);
      pending.push(...staticImports(code));
    }

    const served = await Promise.all(Array.from(files.keys(), (file) => getRaw(`${base}${file}`)));
    // Like CloudFront, the runtime leaves files under a kilobyte as they are.
    const large = served.filter((file) => file.wireBytes >= MIN_COMPRESSED_BYTES);
    expect(large.every((file) => file.encoding === 'br')).toBe(true);
    const totalKb = served.reduce((sum, file) => sum + file.wireBytes, 0) / 1000;
    const names = Array.from(files.keys()).join(', ');
    expect(totalKb, `${files.size} files: ${names}`).toBeLessThanOrEqual(FAMILY_GALLERY_JS_BUDGET_KB);

    // The back-office's texts and routes live in modules of their own, never on this path.
    const code = Array.from(files.values()).join('\n');
    expect(code).not.toContain('Attribuer des séjours aux directeurs');
    expect(code).not.toContain('/photos/{stageId}/validation');
  });
});
