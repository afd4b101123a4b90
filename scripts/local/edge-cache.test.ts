import { describe, expect, it } from 'vitest';
import type { MediaObject, MediaReader } from './cdn-media.js';
import { edgeCachedReader } from './edge-cache.js';

/** Storage that counts its reads; `sizes` gives each key's object size, absent keys are missing. */
const countingStorage = (sizes: Record<string, number>) => {
  const reads: string[] = [];
  const read: MediaReader = async (key, disposition) => {
    reads.push(disposition ? `${key} as ${disposition}` : key);
    const size = sizes[key];
    if (size === undefined) return undefined;
    return {
      body: new Response(new Uint8Array(size).fill(key.length)).body as ReadableStream<Uint8Array>,
      headers: {
        'content-length': String(size),
        'content-type': 'image/webp',
        ...(disposition ? { 'content-disposition': disposition } : {}),
      },
    };
  };
  return { read, reads };
};

const bytesOf = async (object: MediaObject | undefined) =>
  object ? new Uint8Array(await new Response(object.body).arrayBuffer()) : undefined;

describe('the local edge cache of media', () => {
  it('reads an object from storage once, then answers it from the cache', async () => {
    // Prepare
    const storage = countingStorage({ 'photos/a/thumb-240.webp': 300 });
    const read = edgeCachedReader(storage.read, { maxBytes: 10_000, largestObjectBytes: 1000 });
    // Act
    const first = await bytesOf(await read('photos/a/thumb-240.webp', undefined));
    const again = await read('photos/a/thumb-240.webp', undefined);
    // Assess
    expect(storage.reads).toEqual(['photos/a/thumb-240.webp']);
    expect(await bytesOf(again)).toEqual(first);
    expect(again?.headers['content-type']).toBe('image/webp');
  });

  it('keeps each download name apart, as the edge keys it', async () => {
    // Prepare
    const storage = countingStorage({ 'photos/a/original.jpg': 100 });
    const read = edgeCachedReader(storage.read, { maxBytes: 10_000, largestObjectBytes: 1000 });
    // Act
    await bytesOf(await read('photos/a/original.jpg', 'attachment; filename="1.jpg"'));
    const other = await read('photos/a/original.jpg', 'attachment; filename="2.jpg"');
    await bytesOf(other);
    // Assess
    expect(storage.reads).toHaveLength(2);
    expect(other?.headers['content-disposition']).toBe('attachment; filename="2.jpg"');
  });

  it('asks storage again for a missing object and for one too large to keep', async () => {
    // Prepare
    const storage = countingStorage({ 'archives/big.zip': 5000 });
    const read = edgeCachedReader(storage.read, { maxBytes: 10_000, largestObjectBytes: 1000 });
    // Act
    const missing = [await read('photos/gone.webp', undefined), await read('photos/gone.webp', undefined)];
    const zips = [await read('archives/big.zip', undefined), await read('archives/big.zip', undefined)];
    // Assess
    expect(missing).toEqual([undefined, undefined]);
    expect((await bytesOf(zips[1]))?.byteLength).toBe(5000);
    expect(storage.reads).toEqual([
      'photos/gone.webp',
      'photos/gone.webp',
      'archives/big.zip',
      'archives/big.zip',
    ]);
  });

  it('lets the least recently used objects go once full', async () => {
    // Prepare: room for two objects of 400 bytes.
    const storage = countingStorage({ a: 400, b: 400, c: 400 });
    const read = edgeCachedReader(storage.read, { maxBytes: 800, largestObjectBytes: 1000 });
    await bytesOf(await read('a', undefined));
    await bytesOf(await read('b', undefined));
    await bytesOf(await read('a', undefined)); // a is now the most recently used
    // Act
    await bytesOf(await read('c', undefined)); // b leaves
    await bytesOf(await read('a', undefined));
    await bytesOf(await read('b', undefined));
    // Assess
    expect(storage.reads).toEqual(['a', 'b', 'c', 'b']);
  });
});
