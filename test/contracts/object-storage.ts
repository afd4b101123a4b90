/** What the media bucket does for the business code, the S3 one and the one in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

export const describeObjectStorageContract = (name: string, makeStorage: () => ObjectStorage): void => {
  describe(`media bucket contract: ${name}`, () => {
    it('reads back what was put, keeps its own copy, and knows nothing of a missing key', async () => {
      const storage = makeStorage();
      const key = `photos/${newId()}/p1/v1/display.jpg`;
      const body = bytes('une photo');
      await storage.put(key, body, 'image/jpeg');
      // The caller's buffer is reused for the next photo: the stored bytes must not follow it.
      body.fill(0);
      expect(Buffer.from((await storage.getBytes(key)) ?? [])).toEqual(Buffer.from('une photo'));
      expect(await storage.head(key)).toEqual({ size: 9, contentType: 'image/jpeg' });
      await storage.put(key, bytes('vide'), 'image/webp');
      expect(await storage.head(key)).toEqual({ size: 4, contentType: 'image/webp' });
      expect(await storage.getBytes(`${key}.absent`)).toBeUndefined();
      expect(await storage.head(`${key}.absent`)).toBeUndefined();
    });

    it('copies an object with its type, even under a key with spaces and accents', async () => {
      const storage = makeStorage();
      const from = `stages/${newId()}/Programme été 2026.pdf`;
      const to = `stages/${newId()}/copie.pdf`;
      await storage.put(from, bytes('%PDF-1.7'), 'application/pdf');
      expect(await storage.copy(from, to)).toBe(true);
      expect(await storage.head(to)).toEqual({ size: 8, contentType: 'application/pdf' });
      expect(await storage.head(from)).toEqual({ size: 8, contentType: 'application/pdf' });
      expect(await storage.copy(`${from}.absent`, `${to}.bis`)).toBe(false);
      expect(await storage.head(`${to}.bis`)).toBeUndefined();
    });

    it('deletes every key asked, absent ones and more than a thousand included', async () => {
      const storage = makeStorage();
      const prefix = `photos/${newId()}/`;
      // S3 deletes at most a thousand keys per request: the last one here goes in a second request.
      const keys = Array.from({ length: 1001 }, (_, index) => `${prefix}${String(index).padStart(4, '0')}`);
      const [first, last] = [keys[0] ?? '', keys[1000] ?? ''];
      await storage.put(first, bytes('a'), 'image/jpeg');
      await storage.put(last, bytes('b'), 'image/jpeg');
      expect(await storage.delete(keys)).toEqual({ failed: [] });
      expect(await storage.head(first)).toBeUndefined();
      expect(await storage.head(last)).toBeUndefined();
      expect(await storage.delete(keys)).toEqual({ failed: [] });
      expect(await storage.delete([])).toEqual({ failed: [] });
    });
  });
};
