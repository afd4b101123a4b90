/**
 * The scan of a stay's photos: the templates of every face of the photos not read yet, kept on the
 * device as each photo is done, so that a pause, a closed page or a second visit goes on from there.
 * Photos the gallery no longer shows (expired, withdrawn) lose what was kept of them.
 */
import type { FaceStore } from './face-store';
import { facesKey } from './faces-key';
import type { ScanPhoto, ScanProgress } from './index';
import type { WorkerClient } from './worker-client';

/**
 * Strips asked of the worker at once: one being read, the next ones downloading meanwhile. More
 * would only hold more decoded strips in memory.
 */
const IN_FLIGHT = 3;

export interface ScanOptions {
  signal: AbortSignal;
  onProgress(progress: ScanProgress): void;
}

export async function scanPhotos(
  photos: readonly ScanPhoto[],
  store: FaceStore,
  worker: WorkerClient,
  { signal, onProgress }: ScanOptions,
): Promise<void> {
  const wanted = photos.filter(({ faces }) => faces.url !== null && faces.boxes.length > 0);
  const kept = new Map((await store.templates()).map((record) => [record.photoId, record]));
  const shown = new Set(wanted.map(({ photoId }) => photoId));
  await store.deleteTemplates([...kept.keys()].filter((photoId) => !shown.has(photoId)));

  const todo = wanted.filter(({ photoId, faces }) => kept.get(photoId)?.facesKey !== facesKey(faces));
  const progress: ScanProgress = {
    done: wanted.length - todo.length,
    total: wanted.length,
    faces: 0,
    bytes: 0,
  };
  for (const { photoId } of wanted)
    if (shown.has(photoId)) progress.faces += kept.get(photoId)?.templates.length ?? 0;
  onProgress({ ...progress });

  let next = 0;
  let failures = 0;
  let lastError: unknown = null;
  const lane = async (): Promise<void> => {
    while (!signal.aborted && next < todo.length) {
      const photo = todo[next++];
      if (!photo?.faces.url) continue;
      try {
        const reply = await worker.ask(
          { kind: 'strip', url: photo.faces.url, count: photo.faces.boxes.length },
          signal,
        );
        if (reply.kind !== 'strip') throw new Error(`Unexpected answer ${reply.kind}`);
        const templates = reply.templates.filter((template): template is Float32Array => template !== null);
        await store.putTemplates({ photoId: photo.photoId, facesKey: facesKey(photo.faces), templates });
        progress.faces += templates.length;
        progress.bytes += reply.bytes;
      } catch (error) {
        if (signal.aborted) return;
        // One strip out of reach (a link expired, a photo withdrawn meanwhile) does not stop the
        // others; it is not kept, so the next scan tries it again.
        failures++;
        lastError = error;
      }
      progress.done++;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  if (!signal.aborted && todo.length > 0 && failures === todo.length) throw lastError;
}
