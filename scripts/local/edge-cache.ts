/**
 * The local CloudFront's edge cache for media. In the cloud, the media cache policy keeps every
 * object a day at least, keyed by its path and download name: media keys never change content (a
 * rotation writes a new version, a replaced file gets a new key). A family opening a gallery is
 * served thumbnails from the edge, not from S3 one by one. Here the emulator answers one request at
 * a time, about 8 ms each: without this cache, the thumbnails of a first screen queue behind each
 * other at the origin, a delay no phone would see in the cloud.
 *
 * The signature is still checked on every request, before the cache is read, as at the edge; what
 * is absent is not kept (the next request asks storage again). Least recently used objects leave
 * first once the cache holds `maxBytes`; an object larger than `largestObjectBytes` (a zip) is
 * streamed from storage each time.
 */
import type { MediaObject, MediaReader } from './cdn-media.js';

interface CachedObject {
  readonly body: Uint8Array;
  readonly headers: Readonly<Record<string, string>>;
}

export interface EdgeCacheOptions {
  readonly maxBytes: number;
  readonly largestObjectBytes: number;
}

const streamOf = (body: Uint8Array): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });

export const edgeCachedReader = (
  read: MediaReader,
  { maxBytes, largestObjectBytes }: EdgeCacheOptions,
): MediaReader => {
  // A Map keeps insertion order: the first entry is the least recently used one.
  const entries = new Map<string, CachedObject>();
  let heldBytes = 0;
  const remember = (id: string, object: CachedObject): void => {
    entries.set(id, object);
    heldBytes += object.body.byteLength;
    for (const [oldest, cached] of entries) {
      if (heldBytes <= maxBytes) break;
      entries.delete(oldest);
      heldBytes -= cached.body.byteLength;
    }
  };
  return async (key, disposition): Promise<MediaObject | undefined> => {
    // The download name is part of the edge's cache key: the answer's headers depend on it.
    const id = `${key}\n${disposition ?? ''}`;
    const cached = entries.get(id);
    if (cached) {
      entries.delete(id);
      entries.set(id, cached);
      return { body: streamOf(cached.body), headers: cached.headers };
    }
    const object = await read(key, disposition);
    if (!object) return undefined;
    const length = Number(object.headers['content-length']);
    if (!(length <= largestObjectBytes)) return object;
    const body = new Uint8Array(await new Response(object.body).arrayBuffer());
    remember(id, { body, headers: object.headers });
    return { body: streamOf(body), headers: object.headers };
  };
};
