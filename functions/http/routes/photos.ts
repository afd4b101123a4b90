/** Photos of a stay: lists with expiring URLs, and signing of direct uploads to storage. */

import { type PhotoVariant, photoKeys, uploadKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import type { ManagedPhoto, Photo, PhotoStatus, SignUploadsResponse } from '../../../shared/schemas.js';
import type { NewPhoto } from '../../adapters/stores/photos.js';
import type { ApiDeps } from '../../composition/api.js';
import { newId } from '../../domain/ids.js';
import { byUploadOrder, isExpired, isVisibleToFamilies, type PhotoRecord } from '../../domain/photo.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';

const signedUrls = async (
  deps: ApiDeps,
  photo: PhotoRecord,
): Promise<Record<`${PhotoVariant}Url`, string>> => {
  const keys = photoKeys(photo.stageId, photo.photoId, photo.version);
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
    original_name: photo.original_name ?? null,
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

type SignedUpload = SignUploadsResponse['uploads'][number];
type DuplicateUpload = SignUploadsResponse['duplicates'][number];

type Admission =
  /** A new photo (or one signed before and never received): PUT it. */
  | { readonly kind: 'send'; readonly photoId: string }
  /** The stay already holds this content: nothing to send. */
  | { readonly kind: 'held'; readonly photoId: string; readonly status: PhotoStatus };

/**
 * Records the pending photo, unless the stay already holds its content. A pending holder is signed
 * again (its upload never arrived: a reload cut the batch); a hash left behind by a deleted or expired
 * photo is released and the content admitted anew.
 */
const admit = async (deps: ApiDeps, record: NewPhoto, now: Date): Promise<Admission> => {
  const { sha256 } = record;
  if (sha256 === undefined) {
    await deps.photos.createPending(record);
    return { kind: 'send', photoId: record.photoId };
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claim = await deps.photos.createWithHash({ ...record, sha256 });
    if (claim.claimed) return { kind: 'send', photoId: record.photoId };
    if ('released' in claim) continue;
    const holder = await deps.photos.get(record.stageId, claim.photoId);
    if (holder?.status === 'en_attente') {
      // Signed again: the upload is coming now, so it must not be forgotten in the meantime.
      await deps.photos.extendPending(record.stageId, holder.photoId, now);
      return { kind: 'send', photoId: holder.photoId };
    }
    if (holder) return { kind: 'held', photoId: holder.photoId, status: holder.status };
    await deps.photos.release(record.stageId, sha256, claim.photoId);
  }
  throw new Error(`Could not admit content ${sha256} to stay ${record.stageId}`);
};

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
    if (body.actif === 1 && principal.role !== 'admin')
      throw new ServiceError('forbidden', messages.api.forbidden);
    const stage = await requireStay(deps, params.stageId);
    const now = deps.clock();
    const base = {
      stageId: stage.id,
      status: 'en_attente' as const,
      actif: body.actif ?? 0,
      date_depose: now.toISOString(),
      uploaded_by: { nom: body.formateurNom, prenom: body.formateurPrenom },
      version: 1,
    };
    // The same content twice in one batch is one photo: its later files repeat the first's answer.
    const firstIndex = new Map<string, number>();
    body.files.forEach((file, index) => {
      if (file.sha256 !== undefined && !firstIndex.has(file.sha256)) firstIndex.set(file.sha256, index);
    });
    // One file after the other: DynamoDB would take these transactions in parallel, but the local
    // emulator copies a table per transaction and loses concurrent ones (seen as duplicates later).
    const admissions: (Admission | undefined)[] = [];
    for (const [index, file] of body.files.entries()) {
      const repeat = file.sha256 !== undefined && firstIndex.get(file.sha256) !== index;
      admissions.push(
        repeat
          ? undefined
          : await admit(
              deps,
              {
                ...base,
                photoId: newId(now),
                declared_type: file.type,
                declared_size: file.size,
                original_name: displayName(file.name),
                ...(file.sha256 ? { sha256: file.sha256 } : {}),
              },
              now,
            ),
      );
    }
    const uploads: SignedUpload[] = [];
    const duplicates: DuplicateUpload[] = [];
    for (const [index, file] of body.files.entries()) {
      const own = admissions[index];
      if (own?.kind === 'send') {
        const signed = await deps.signer.putUrl(uploadKey(stage.id, own.photoId), {
          contentType: file.type,
          contentLength: file.size,
        });
        uploads.push({
          photoId: own.photoId,
          name: file.name,
          ...(file.sha256 ? { sha256: file.sha256 } : {}),
          url: signed.url,
          method: 'PUT',
          headers: signed.headers,
          expiresAt: signed.expiresAt.toISOString(),
        });
        continue;
      }
      const sha256 = file.sha256;
      const first = own ?? (sha256 === undefined ? undefined : admissions[firstIndex.get(sha256) ?? -1]);
      if (!first || sha256 === undefined) continue;
      const status = first.kind === 'held' ? first.status : 'en_attente';
      duplicates.push({ photoId: first.photoId, name: file.name, sha256, status });
    }
    return { body: { uploads, duplicates } };
  },
};
