/**
 * A long stay made of a few photos the media worker really processed. Each further photo is signed
 * by the API as any upload (a real record), then given the family copies of one processed photo,
 * copied in storage byte for byte, and marked ready with that photo's figures, as the worker's last
 * step marks its own. The gallery then reads what 2,000 processed phone photos give it, without
 * 2,000 runs of the worker on 12 MP (about a second of CPU each) nor 7 GB of uploads for the
 * emulator to hold in memory. The originals are not copied: a family's gallery never opens them.
 */
import pLimit from 'p-limit';
import type { ApiDeps } from '#functions/composition/api.js';
import { familyCopyKeys } from '#shared/renditions.js';

/** Copies in flight at once: the emulator answers one request at a time anyway. */
const COPIES_AT_ONCE = 8;

export const cloneProcessedPhotos = async (
  deps: Pick<ApiDeps, 'photos' | 'media'>,
  stayId: string,
  templateIds: readonly string[],
  cloneIds: readonly string[],
  progress: (done: number) => void,
): Promise<void> => {
  const templates = await Promise.all(
    templateIds.map(async (photoId) => {
      const record = await deps.photos.get(stayId, photoId);
      if (record?.status !== 'prete') throw new Error(`photo modèle ${photoId} pas prête`);
      return record;
    }),
  );
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
        done += 1;
        if (done % 200 === 0) progress(done);
      }),
    ),
  );
};
