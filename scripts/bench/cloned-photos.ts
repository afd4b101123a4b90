/**
 * A long stay made of a few photos the media worker really processed. Each further photo is signed
 * by the API as any upload (a real record), then given the family copies of one processed photo,
 * copied in storage byte for byte, and marked ready with that photo's figures, as the worker's last
 * step marks its own; then given that photo's faces (the strip copied, the boxes recorded), as the
 * faces worker would have: the faces worker's queue then holds no backlog of a season that real
 * photos never leave behind. The gallery then reads what 2,000 processed phone photos give it, without
 * 2,000 runs of the worker on 12 MP (about a second of CPU each) nor 7 GB of uploads for the
 * emulator to hold in memory. The originals are not copied: a family's gallery never opens them.
 */
import pLimit from 'p-limit';
import type { ApiDeps } from '#functions/composition/api.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { FACES_VERSION, faceStripKey } from '#shared/face-crops.js';
import { familyCopyKeys } from '#shared/renditions.js';

/** Copies in flight at once: the emulator answers one request at a time anyway. */
const COPIES_AT_ONCE = 8;
/** How long the faces worker may take over the few photos the workers really process. */
const FACES_DEADLINE_MS = 5 * 60_000;

type Deps = Pick<ApiDeps, 'photos' | 'media'>;

/** The photo once the faces worker has prepared it. */
const withFaces = async (deps: Deps, stayId: string, photoId: string): Promise<PhotoRecord> => {
  const deadline = Date.now() + FACES_DEADLINE_MS;
  for (;;) {
    const record = await deps.photos.get(stayId, photoId);
    if (record?.status !== 'prete') throw new Error(`photo modèle ${photoId} pas prête`);
    if (record.faces?.version === FACES_VERSION) return record;
    if (Date.now() > deadline) throw new Error(`visages de la photo modèle ${photoId} non préparés`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};

export const cloneProcessedPhotos = async (
  deps: Deps,
  stayId: string,
  templateIds: readonly string[],
  cloneIds: readonly string[],
  progress: (done: number) => void,
): Promise<void> => {
  const templates = await Promise.all(templateIds.map((photoId) => withFaces(deps, stayId, photoId)));
  const limit = pLimit(COPIES_AT_ONCE);
  let done = 0;
  await Promise.all(
    cloneIds.map((photoId, index) =>
      limit(async () => {
        const template = templates[index % templates.length];
        if (!template) throw new Error('aucune photo modèle');
        const { copies } = template;
        const targets = familyCopyKeys(stayId, photoId, 1, copies);
        const sources = familyCopyKeys(stayId, template.photoId, 1, copies);
        for (const [at, source] of sources.entries())
          if (!(await deps.media.copy(source, targets[at] ?? '')))
            throw new Error(`copie absente : ${source}`);
        const { width, height, bytes, crc32, taken_at, placeholder, renditions } = template;
        if (width === undefined || height === undefined || bytes === undefined || copies === undefined)
          throw new Error(`photo modèle ${template.photoId} incomplète`);
        const ready = await deps.photos.markReady(stayId, photoId, {
          width,
          height,
          bytes,
          crc32,
          taken_at,
          copies,
          ...(placeholder === undefined || renditions === undefined ? {} : { placeholder, renditions }),
        });
        if (!ready) throw new Error(`photo ${photoId} pas en attente`);
        const faces = template.faces;
        if (faces === undefined) throw new Error(`photo modèle ${template.photoId} sans visages`);
        if (faces.boxes.length > 0) {
          const strip = faceStripKey(stayId, template.photoId, template.version, copies);
          if (!(await deps.media.copy(strip, faceStripKey(stayId, photoId, 1, copies))))
            throw new Error(`bandeau absent : ${strip}`);
        }
        if (!(await deps.photos.setFaces({ stageId: stayId, photoId, version: 1, copies }, faces)))
          throw new Error(`visages de la photo ${photoId} refusés`);
        done += 1;
        if (done % 200 === 0) progress(done);
      }),
    ),
  );
};
