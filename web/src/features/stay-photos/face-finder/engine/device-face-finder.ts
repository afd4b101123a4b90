/**
 * The finder behind the engine's API: the stay's records in IndexedDB, the model runs in the face
 * worker, started only when a face is first read.
 */
import { MAX_REFERENCES } from '#shared/face-match';
import { openFaceStore } from './face-store';
import type { FaceFinder, ReadFace } from './index';
import { keepUntil } from './keep-until';
import { scanPhotos } from './scan';
import { startFaceWorker, type WorkerClient } from './worker-client';

export async function openDeviceFaceFinder(
  stayId: string,
  { expiresAt }: { expiresAt: string | null },
): Promise<FaceFinder> {
  const now = Date.now();
  const store = await openFaceStore(stayId, keepUntil(expiresAt, now), now);
  let worker: WorkerClient | null = null;
  const faceWorker = (): WorkerClient => {
    worker ??= startFaceWorker();
    return worker;
  };
  const facesOf = async (question: Parameters<WorkerClient['ask']>[0]): Promise<ReadFace[]> => {
    const reply = await faceWorker().ask(question);
    if (reply.kind !== 'faces') throw new Error(`Unexpected answer ${reply.kind}`);
    return reply.faces;
  };

  return {
    facesInPickedPhoto: (file) => facesOf({ kind: 'picked', file }),
    faceOfStrip: async (photo, index) => {
      if (!photo.faces.url) throw new Error('This photo has no strip of faces');
      const [face] = await facesOf({ kind: 'strip-face', url: photo.faces.url, index });
      if (!face) throw new Error('No face could be read in this crop');
      return face;
    },
    references: async () => (await store.references()).map(({ id, preview }) => ({ id, preview })),
    addReference: async ({ preview, template }) => {
      if ((await store.references()).length >= MAX_REFERENCES) {
        throw new Error(`At most ${MAX_REFERENCES} references`);
      }
      await store.addReference({ id: crypto.randomUUID(), preview, template, addedAt: Date.now() });
    },
    removeReference: (id) => store.removeReference(id),
    scan: (photos, options) => scanPhotos(photos, store, faceWorker(), options),
    forget: () => store.forget(),
    dispose: () => {
      worker?.terminate();
      worker = null;
      store.close();
    },
  };
}
