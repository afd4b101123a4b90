/** The media bucket in memory, for unit tests; S3 itself is tested against the emulator. */
import type { ObjectStorage } from '#functions/ports/object-storage.js';

import type { Call } from './calls.js';

export interface StoredObject {
  readonly body: Uint8Array;
  readonly contentType: string;
}

export interface InMemoryObjectStorage extends ObjectStorage {
  readonly objects: Map<string, StoredObject>;
  readonly calls: Call[];
  /** Keys whose deletion storage refuses, as S3 answers in DeleteObjects' `Errors`. */
  readonly undeletable: Set<string>;
}

export const inMemoryObjectStorage = (calls: Call[] = []): InMemoryObjectStorage => {
  const objects = new Map<string, StoredObject>();
  const undeletable = new Set<string>();
  return {
    objects,
    calls,
    undeletable,
    async getBytes(key) {
      calls.push(['getBytes', key]);
      return objects.get(key)?.body;
    },
    async head(key) {
      calls.push(['head', key]);
      const object = objects.get(key);
      return object && { size: object.body.byteLength, contentType: object.contentType };
    },
    async put(key, body, contentType) {
      calls.push(['put', key, contentType]);
      // S3 keeps the bytes as sent: a caller reusing its buffer afterwards changes nothing stored.
      objects.set(key, { body: Buffer.isBuffer(body) ? Buffer.from(body) : body.slice(), contentType });
    },
    async copy(from, to) {
      calls.push(['copy', from, to]);
      const object = objects.get(from);
      if (object) objects.set(to, object);
      return object !== undefined;
    },
    async delete(keys) {
      calls.push(['delete', [...keys]]);
      const failed = keys.filter((key) => undeletable.has(key));
      for (const key of keys) if (!undeletable.has(key)) objects.delete(key);
      return { failed };
    },
  };
};
