/**
 * The trainer area (issue 3): photo-responsible contact, participants, photo deletions and the
 * end-of-batch notification. Stay checks happen in `authenticate` (stayScoped routes) or here for
 * `save-stagiaires`, whose stay comes in the body.
 */
import pLimit from 'p-limit';
import { PENDING_UPLOAD_TTL_SECONDS } from '../../../shared/limits.js';
import { photoKeys, uploadKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import type { DeletePhotosResponse } from '../../../shared/trainer-schemas.js';
import type { ApiDeps } from '../../composition/api.js';
import type { PhotoRecord } from '../../domain/photo.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import { assertStayAccess } from '../authenticate.js';
import type { RouteHandlers } from '../route-handler.js';

/** Record writes in parallel, but not hundreds at once against one table. */
const WRITE_CONCURRENCY = 8;

/**
 * Every object a photo may have: the upload (if not processed yet) and the three derivatives of its
 * current version, plus those of version 1 in case a rotation stopped before tidying them.
 */
const objectKeys = (photo: PhotoRecord): string[] => [
  ...new Set([
    uploadKey(photo.stageId, photo.photoId),
    ...Object.values(photoKeys(photo.stageId, photo.photoId, photo.version)),
    ...Object.values(photoKeys(photo.stageId, photo.photoId)),
  ]),
];

/**
 * Objects first, record last: a photo whose objects could not all be deleted keeps its record, so it
 * stays listed and the trainer can try again; nothing is left in storage without a record. A media job
 * running meanwhile finds no record and removes what it wrote (process-upload.ts).
 */
export const deletePhotos = async (
  deps: ApiDeps,
  stageId: string,
  ids: readonly string[],
): Promise<DeletePhotosResponse> => {
  const wanted = new Set(ids);
  const photos = (await deps.photos.listByStage(stageId)).filter((photo) => wanted.has(photo.photoId));
  const { failed: failedKeys } = await deps.media.delete(photos.flatMap(objectKeys));
  const leftovers = new Set(failedKeys);
  const failed = photos
    .filter((photo) => objectKeys(photo).some((key) => leftovers.has(key)))
    .map((photo) => ({ id: photo.photoId, message: messages.trainer.photoFilesNotDeleted }));
  const kept = new Set(failed.map((f) => f.id));
  const limit = pLimit(WRITE_CONCURRENCY);
  await Promise.all(
    photos
      .filter((photo) => !kept.has(photo.photoId))
      .map((photo) =>
        limit(async () => {
          await deps.photos.remove(stageId, photo.photoId);
          if (photo.sha256) await deps.photos.release(stageId, photo.sha256, photo.photoId);
        }),
      ),
  );
  // Only what this call really removed from this stay counts: an id of another stay, or one already
  // gone (a repeated request), is left alone and not reported as deleted.
  const found = new Set(photos.map((photo) => photo.photoId));
  const deleted = [...wanted].filter((id) => found.has(id) && !kept.has(id));
  if (failed.length > 0) deps.logger.warn('Photo deletion partly failed', { stageId, failedKeys });
  return {
    message:
      failed.length > 0 ? messages.console.someDeletionsFailed : messages.trainer.deleted(deleted.length),
    deleted,
    failed,
  };
};

export const trainerHandlers: RouteHandlers<
  'stageContacts' | 'saveParticipants' | 'deletePhoto' | 'deletePhotos' | 'completeUploads'
> = {
  async stageContacts({ params }, deps) {
    const directors = (await deps.directors.listByStage(params.stageId)).sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    return {
      body: directors.map(({ id, nom, prenom, mail, telephone, cat }) => ({
        id,
        nom,
        prenom,
        mail,
        telephone,
        cat,
      })),
    };
  },

  async saveParticipants({ body, principal }, deps) {
    assertStayAccess(principal, body.stageId);
    const current = await Promise.all(body.stagiaires.map((edit) => deps.participants.get(edit.id)));
    // All checked before anything is written: a participant of another stay refuses the whole save.
    const records = current.map((record) => {
      if (!record || record.stageId !== body.stageId) {
        throw new ServiceError('not-found', messages.trainer.participantNotInStay);
      }
      return record;
    });
    await Promise.all(
      body.stagiaires.map(async (edit, index) => {
        const record = records[index];
        if (!record) return;
        const saved = await deps.participants.replace({
          ...record,
          nom: edit.nom,
          prenom: edit.prenom,
          email: edit.mailRL,
        });
        if (!saved) throw new ServiceError('not-found', messages.trainer.participantNotInStay);
      }),
    );
    return { body: { message: messages.admin.traineesSaved, saved: records.length } };
  },

  async deletePhoto({ params }, deps) {
    const photo = await deps.photos.get(params.stageId, params.id);
    if (!photo) throw new ServiceError('not-found', messages.trainer.photoNotFound);
    return { body: await deletePhotos(deps, params.stageId, [params.id]) };
  },

  async deletePhotos({ params, body }, deps) {
    return { body: await deletePhotos(deps, params.stageId, body.ids) };
  },

  /**
   * One mail for what really arrived: the stay's recent photos that the media worker accepted and no
   * mail has counted yet, each marked by a conditional write, so calling twice (or two trainers at
   * once) never counts a photo twice and a call with nothing new sends nothing. The browser's count
   * is not used. A photo still being processed is left for the next batch mail.
   */
  async completeUploads({ params }, deps) {
    const stage = await requireStay(deps, params.stageId);
    const now = deps.clock();
    const since = new Date(now.getTime() - PENDING_UPLOAD_TTL_SECONDS * 1000).toISOString();
    const candidates = (await deps.photos.listByStage(stage.id)).filter(
      (photo) => photo.status === 'prete' && photo.announced_at === undefined && photo.date_depose >= since,
    );
    const limit = pLimit(8);
    const marked = await Promise.all(
      candidates.map((photo) =>
        limit(() => deps.photos.markAnnounced(stage.id, photo.photoId, now.toISOString())),
      ),
    );
    const count = marked.filter(Boolean).length;
    if (count === 0) return { body: { message: messages.trainer.uploadsCompleted } };
    const link = `${deps.config.siteUrl}/photos-modify/${stage.id}`;
    const [mailId] = await deps.mail.enqueue(
      [
        {
          to: [deps.config.adminNotifyEmail],
          subject: messages.trainer.mailSubject(count, stage.nom_stage),
          text: messages.trainer.mailText(count, stage.nom_stage, link),
          kind: 'upload-notification',
          stageId: stage.id,
        },
      ],
      now,
    );
    if (!mailId) throw new Error('The mail queue answered no id');
    return { body: { message: messages.trainer.uploadsCompleted, mailId } };
  },
};
