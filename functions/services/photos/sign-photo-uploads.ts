/**
 * Signing a batch of direct uploads: each file becomes a pending photo and a PUT URL, unless the
 * stay already holds its content (dedupe by SHA-256, per stay): then nothing is sent and the answer
 * names the photo that holds it.
 */

import { newId } from '#functions/domain/ids.js';
import type { NewPhoto, PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import { uploadKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import type { Role } from '#shared/roles.js';
import type { PhotoStatus, SignUploadsRequest, SignUploadsResponse } from '#shared/schemas.js';
import { ServiceError } from '../service-error.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';

export interface SignPhotoUploadsDeps extends RequireStayDeps {
  readonly photos: Pick<PhotoStore, 'createPending' | 'createWithHash' | 'get' | 'extendPending' | 'release'>;
  readonly signer: Pick<UrlSigner, 'putUrl'>;
  readonly clock: () => Date;
}

export interface SignPhotoUploadsInput extends SignUploadsRequest {
  readonly stageId: string;
  /** Who signs: only an administrator may publish at once. */
  readonly role: Role;
  /**
   * The trainer session signing (upload-batch.ts `uploaderOf`): its photos make one batch, announced
   * to the administrators once over. None for an administrator's own deposit.
   */
  readonly uploader?: string | undefined;
}

type SignedUpload = SignUploadsResponse['uploads'][number];
type DuplicateUpload = SignUploadsResponse['duplicates'][number];

type Admission =
  /** A new photo (or one signed before and never received): PUT it. */
  | { readonly kind: 'send'; readonly photoId: string }
  /** The stay already holds this content: nothing to send. */
  | { readonly kind: 'held'; readonly photoId: string; readonly status: PhotoStatus };

/** Keeps a display name readable and harmless; it never reaches a storage key. */
const displayName = (name: string): string =>
  name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[/\\]/g, '_')
    .slice(0, 255);

/**
 * Records the pending photo, unless the stay already holds its content. A pending holder is signed
 * again (its upload never arrived: a reload cut the batch); a hash left behind by a deleted or expired
 * photo is released and the content admitted anew.
 */
const admit = async (deps: SignPhotoUploadsDeps, photo: NewPhoto, now: Date): Promise<Admission> => {
  const { sha256 } = photo;
  if (sha256 === undefined) {
    await deps.photos.createPending(photo);
    return { kind: 'send', photoId: photo.photoId };
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claim = await deps.photos.createWithHash({ ...photo, sha256 });
    if (claim.claimed) return { kind: 'send', photoId: photo.photoId };
    if ('released' in claim) continue;
    const holder = await deps.photos.get(photo.stageId, claim.photoId);
    if (holder?.status === 'en_attente') {
      // Signed again: the upload is coming now, so it must not be forgotten in the meantime.
      await deps.photos.extendPending(photo.stageId, holder.photoId, now);
      return { kind: 'send', photoId: holder.photoId };
    }
    if (holder) return { kind: 'held', photoId: holder.photoId, status: holder.status };
    await deps.photos.release(photo.stageId, sha256, claim.photoId);
  }
  throw new Error(`Could not admit content ${sha256} to stay ${photo.stageId}`);
};

export const signPhotoUploads = async (
  deps: SignPhotoUploadsDeps,
  input: SignPhotoUploadsInput,
): Promise<SignUploadsResponse> => {
  if (input.actif === 1 && input.role !== 'admin')
    throw new ServiceError('forbidden', messages.api.forbidden);
  const stay = await requireStay(deps, input.stageId);
  const now = deps.clock();
  const base = {
    stageId: stay.id,
    status: 'en_attente' as const,
    actif: input.actif ?? 0,
    date_depose: now.toISOString(),
    // Published by an administrator at upload: the families' digest counts it from now.
    ...(input.actif === 1 ? { published_at: now.toISOString() } : {}),
    uploaded_by: { nom: input.formateurNom, prenom: input.formateurPrenom },
    ...(input.uploader !== undefined ? { uploader: input.uploader } : {}),
    version: 1,
  };
  // The same content twice in one batch is one photo: its later files repeat the first's answer.
  const firstIndex = new Map<string, number>();
  input.files.forEach((file, index) => {
    if (file.sha256 !== undefined && !firstIndex.has(file.sha256)) firstIndex.set(file.sha256, index);
  });
  // One file after the other: DynamoDB would take these transactions in parallel, but the local
  // emulator's transactions are not safe side by side (concurrent ones were lost, and then seen as
  // duplicates), and one at a time costs little now that each copies only what its undo needs.
  const admissions: (Admission | undefined)[] = [];
  for (const [index, file] of input.files.entries()) {
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
  for (const [index, file] of input.files.entries()) {
    const own = admissions[index];
    if (own?.kind === 'send') {
      const signed = await deps.signer.putUrl(uploadKey(stay.id, own.photoId), {
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
  return { uploads, duplicates };
};
