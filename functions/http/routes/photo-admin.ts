/** Photo management (issue 5): atomic validation, deletion log, zip archives. */
import { ARCHIVE_RETENTION_DAYS } from '../../../shared/limits.js';
import { archiveKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import { parisDate } from '../../../shared/paris-date.js';
import type { ArchiveStatus } from '../../../shared/photo-admin-schemas.js';
import type { ArchiveRecord } from '../../adapters/archive-jobs.js';
import type { ApiDeps } from '../../composition/api.js';
import { archiveFileName, archiveIdFor } from '../../domain/archive.js';
import { byUploadOrder, isExpired, isVisibleToFamilies, type PhotoRecord } from '../../domain/photo.js';
import { expiresAtFor } from '../../domain/photo-expiry.js';
import type { Principal } from '../../domain/tokens.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';

/** An archive still building after this long is taken as lost (its worker died) and restarted. */
const STALE_ARCHIVE_MS = 30 * 60 * 1000;

/** Families archive what they see; administrators any processed photo not yet expired. */
const archivable = (principal: Principal, photo: PhotoRecord, now: Date): boolean =>
  principal.role === 'admin'
    ? photo.status === 'prete' && !isExpired(photo, now)
    : isVisibleToFamilies(photo, now);

const statusOf = async (deps: ApiDeps, record: ArchiveRecord): Promise<ArchiveStatus> => ({
  archiveId: record.archiveId,
  status: record.status,
  done: record.done,
  total: record.total,
  fileName: record.fileName,
  url: record.status === 'prete' ? await deps.photoAdmin.archiveLinks.url(record.key) : null,
});

export const photoAdminHandlers: RouteHandlers<
  'validatePhotos' | 'listPhotoDeletions' | 'rotatePhotos' | 'requestArchive' | 'getArchive'
> = {
  async validatePhotos({ params, body }, deps) {
    const stage = await requireStay(deps, params.stageId);
    // A day that is not to come deletes at once (or tonight): only on an explicit confirmation.
    const today = parisDate(deps.clock());
    const goingNow = body.photos.filter((photo) => photo.duree_diffusion && photo.duree_diffusion <= today);
    const firstDay = goingNow[0]?.duree_diffusion;
    if (firstDay && !body.supprimer_maintenant) {
      throw new ServiceError('invalid', messages.photoAdmin.deleteNowRefused(goingNow.length, firstDay));
    }
    const outcome = await deps.photoAdmin.validation.apply(
      stage.id,
      body.photos.map((photo) => ({
        photoId: photo.id,
        actif: photo.actif,
        active_par: photo.active_par,
        ...(photo.duree_diffusion
          ? {
              deletion: {
                duree_diffusion: photo.duree_diffusion,
                expires_at: expiresAtFor(photo.duree_diffusion),
              },
            }
          : {}),
      })),
    );
    if (!outcome.ok) throw new ServiceError('not-found', messages.photoAdmin.validationRefused);
    return {
      body: { message: messages.photoAdmin.validationSaved(body.photos.length), updated: body.photos.length },
    };
  },

  async listPhotoDeletions({ params }, deps) {
    const entries = await deps.photoAdmin.deletions.listByStage(params.stageId);
    return { body: entries.map(({ stageId: _stageId, ...entry }) => entry) };
  },

  async rotatePhotos({ params, body }, deps) {
    const now = deps.clock();
    const photos = new Map(
      (await deps.photos.listByStage(params.stageId)).map((photo) => [photo.photoId, photo]),
    );
    const chosen = body.photoIds.map((id) => {
      const photo = photos.get(id);
      if (photo?.status !== 'prete' || isExpired(photo, now)) {
        throw new ServiceError('not-found', messages.photoAdmin.rotateUnknownPhoto);
      }
      return photo;
    });
    await deps.photoAdmin.rotations.enqueue(
      chosen.map((photo) => ({ stageId: photo.stageId, photoId: photo.photoId, fromVersion: photo.version })),
    );
    return {
      body: {
        message: messages.photoAdmin.rotationQueued(chosen.length),
        photos: chosen.map((photo) => ({ id: photo.photoId, version: photo.version + 1 })),
      },
    };
  },

  async requestArchive({ params, body, principal }, deps) {
    const stage = await requireStay(deps, params.stageId);
    const now = deps.clock();
    const allowed = (await deps.photos.listByStage(stage.id)).filter((photo) =>
      archivable(principal, photo, now),
    );
    let chosen: PhotoRecord[];
    if (body.photoIds) {
      const byId = new Map(allowed.map((photo) => [photo.photoId, photo]));
      chosen = body.photoIds.map((id) => {
        const photo = byId.get(id);
        if (!photo) throw new ServiceError('not-found', messages.photoAdmin.archiveUnknownPhoto);
        return photo;
      });
    } else {
      chosen = allowed.sort(byUploadOrder);
    }
    if (chosen.length === 0) throw new ServiceError('invalid', messages.stageDetails.noneSelected);
    const items = chosen.map((photo) => ({ photoId: photo.photoId, version: photo.version }));
    const archiveId = archiveIdFor(stage.id, items);
    const existing = await deps.photoAdmin.archives.get(archiveId);
    const reusable =
      existing &&
      ((existing.status === 'prete' && (await deps.photoAdmin.archiveStorage.exists(existing.key))) ||
        (existing.status === 'en_cours' &&
          now.getTime() - Date.parse(existing.requested_at) < STALE_ARCHIVE_MS));
    if (existing && reusable) return { body: await statusOf(deps, existing) };
    const record: ArchiveRecord = {
      archiveId,
      stageId: stage.id,
      items,
      fileName: archiveFileName(stage.nom_stage),
      key: archiveKey(stage.id, archiveId),
      status: 'en_cours',
      done: 0,
      total: items.length,
      requested_at: now.toISOString(),
      expires_at: Math.floor(now.getTime() / 1000) + ARCHIVE_RETENTION_DAYS * 86_400,
    };
    await deps.photoAdmin.archives.start(record);
    return { body: await statusOf(deps, record) };
  },

  async getArchive({ params }, deps) {
    const record = await deps.photoAdmin.archives.get(params.archiveId);
    if (!record || record.stageId !== params.stageId) {
      throw new ServiceError('not-found', messages.photoAdmin.archiveNotFound);
    }
    return { body: await statusOf(deps, record) };
  },
};
