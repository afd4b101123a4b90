/**
 * The scan of a stay's photos: the templates of every face of the photos not read yet, kept on the
 * device as each photo is done, so that a pause, a closed page or a second visit goes on from there.
 * Photos the gallery no longer shows (expired, withdrawn) lose what was kept of them. The scores of
 * the photos read so far come out as the scan goes, so a long scan shows its finds long before its end.
 */
import type { FaceStore } from './face-store';
import { facesKey } from './faces-key';
import type { PhotoScore, ScanPhoto, ScanProgress } from './index';
import { bestFirst, type ScannedPhoto, scorePhoto } from './ranking';
import type { WorkerClient } from './worker-client';

/**
 * Strips asked of the worker at once: one being read, the next ones downloading meanwhile. More
 * would only hold more decoded strips in memory.
 */
const IN_FLIGHT = 3;

/**
 * How often the scores found so far are handed out while the scan runs: often enough that a family
 * sees its child's photos come in, seldom enough that the gallery is not redrawn for every photo.
 */
export const SCORES_EVERY_MS = 1500;

export interface ScanOptions {
  signal: AbortSignal;
  onProgress(progress: ScanProgress): void;
  /** The scores of the photos read so far, best first: at the start, every SCORES_EVERY_MS, at the end. */
  onScores?(scores: PhotoScore[]): void;
  /** The clock of the pace above; tests give their own. */
  now?(): number;
}

export async function scanPhotos(
  photos: readonly ScanPhoto[],
  store: FaceStore,
  worker: WorkerClient,
  { signal, onProgress, onScores, now = () => performance.now() }: ScanOptions,
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

  // Each photo is scored once, when its templates are at hand: handing out the scores so far is
  // then a sort, not a comparison of every face again.
  const references = onScores ? (await store.references()).map(({ template }) => template) : [];
  const scores = new Map<string, PhotoScore>();
  const score = (photo: ScannedPhoto): void => {
    const scored = scorePhoto(photo, references);
    if (scored) scores.set(photo.photoId, scored);
  };
  for (const record of kept.values()) if (shown.has(record.photoId)) score(record);
  let lastScores = Number.NEGATIVE_INFINITY;
  const handScores = (force: boolean): void => {
    if (!onScores || (!force && now() - lastScores < SCORES_EVERY_MS)) return;
    lastScores = now();
    onScores(bestFirst([...scores.values()]));
  };
  handScores(true);

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
        score({ photoId: photo.photoId, templates });
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
      handScores(false);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  if (!signal.aborted) handScores(true);
  if (!signal.aborted && todo.length > 0 && failures === todo.length) throw lastError;
}
