/** Photos of a stay: lists with expiring URLs, and signing of direct uploads to storage. */
import { type PhotoVariant, photoKeys, uploadKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import type { ManagedPhoto, Photo } from '../../../shared/schemas.js';
import { newId } from '../../domain/ids.js';
import { byUploadOrder, isExpired, isVisibleToFamilies, type PhotoRecord } from '../../domain/photo.js';
import type { ApiDeps } from '../api-deps.js';
import { HttpError } from '../http-error.js';
import type { RouteHandlers } from '../route-handler.js';

const signedUrls = async (
  deps: ApiDeps,
  photo: PhotoRecord,
): Promise<Record<`${PhotoVariant}Url`, string>> => {
  const keys = photoKeys(photo.stageId, photo.photoId);
  const [thumbUrl, displayUrl, originalUrl] = await Promise.all([
    deps.signer.getUrl(keys.thumb),
    deps.signer.getUrl(keys.display),
    deps.signer.getUrl(keys.original),
  ]);
  return { thumbUrl, displayUrl, originalUrl };
};

const toFamilyPhoto = async (deps: ApiDeps, photo: PhotoRecord): Promise<Photo> => ({
  id: photo.photoId,
  path: photoKeys(photo.stageId, photo.photoId).original,
  actif: photo.actif,
  width: photo.width ?? null,
  height: photo.height ?? null,
  ...(await signedUrls(deps, photo)),
});

const toManagedPhoto = async (deps: ApiDeps, photo: PhotoRecord): Promise<ManagedPhoto> => {
  const ready = photo.status === 'prete';
  const urls = ready
    ? await signedUrls(deps, photo)
    : { thumbUrl: null, displayUrl: null, originalUrl: null };
  return {
    id: photo.photoId,
    path: photoKeys(photo.stageId, photo.photoId).original,
    actif: photo.actif,
    status: photo.status,
    rejection: photo.rejection ?? null,
    active_par: photo.active_par ?? null,
    duree_diffusion: photo.duree_diffusion ?? null,
    date_depose: photo.date_depose,
    width: photo.width ?? null,
    height: photo.height ?? null,
    ...urls,
  };
};

/** Keeps a display name readable and harmless; it never reaches a storage key. */
const displayName = (name: string): string =>
  name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[/\\]/g, '_')
    .slice(0, 255);

export const photoHandlers: RouteHandlers<'listActivePhotos' | 'listAllPhotos' | 'signPhotoUploads'> = {
  async listActivePhotos({ params }, deps) {
    const now = deps.clock();
    const photos = (await deps.photos.listByStage(params.stageId))
      .filter((photo) => isVisibleToFamilies(photo, now))
      .sort(byUploadOrder);
    return { body: await Promise.all(photos.map((photo) => toFamilyPhoto(deps, photo))) };
  },

  async listAllPhotos({ params }, deps) {
    const now = deps.clock();
    const photos = (await deps.photos.listByStage(params.stageId))
      .filter((photo) => !isExpired(photo, now))
      .sort(byUploadOrder);
    return { body: await Promise.all(photos.map((photo) => toManagedPhoto(deps, photo))) };
  },

  async signPhotoUploads({ params, body, principal }, deps) {
    if (body.actif === 1 && principal.role !== 'admin') throw new HttpError(403, messages.api.forbidden);
    const stage = await deps.stages.get(params.stageId);
    if (!stage) throw new HttpError(404, messages.api.stageNotFound);
    const now = deps.clock();
    const uploads = await Promise.all(
      body.files.map(async (file) => {
        const photoId = newId(now);
        await deps.photos.createPending({
          stageId: stage.id,
          photoId,
          status: 'en_attente',
          actif: body.actif ?? 0,
          date_depose: now.toISOString(),
          uploaded_by: { nom: body.formateurNom, prenom: body.formateurPrenom },
          declared_type: file.type,
          declared_size: file.size,
          original_name: displayName(file.name),
          version: 1,
        });
        const signed = await deps.signer.putUrl(uploadKey(stage.id, photoId), {
          contentType: file.type,
          contentLength: file.size,
        });
        return {
          photoId,
          name: file.name,
          url: signed.url,
          method: 'PUT' as const,
          headers: signed.headers,
          expiresAt: signed.expiresAt.toISOString(),
        };
      }),
    );
    return { body: { uploads } };
  },
};
