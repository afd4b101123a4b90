/**
 * The photo-store port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/photos/photo-store.ts; functions/composition hands the implementation to those who take it.
 */
import type { PhotoRecord } from '#functions/domain/photo.js';

/** What the media worker learnt of a photo, beyond its size, that the gallery needs. */
export interface WebCopiesRecord {
  readonly placeholder: string;
  /** RENDITIONS_VERSION of the WebP copies written. */
  readonly renditions: number;
}

/** The faces the faces worker found in a photo's current version (boxes in the strip's order). */
export type FacesRecord = NonNullable<PhotoRecord['faces']>;

export interface ProcessedPhoto extends Partial<WebCopiesRecord> {
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  /** CRC-32 of the original written, for the zips that will hold it. */
  readonly crc32?: number | undefined;
  /** When the photo was taken (ISO instant), when its EXIF said. */
  readonly taken_at?: string | undefined;
  /** The folder number its copies were written under (shared/media-keys.ts). */
  readonly copies: number;
}

export interface PhotoKey {
  readonly stageId: string;
  readonly photoId: string;
}

/** Where a photo's objects are: its version, and the folder of its copies (none for older photos). */
export type PhotoFiles = PhotoKey & Pick<PhotoRecord, 'version' | 'copies'>;

/** A photo being signed: the store gives it its pending `expires_at`. */
export type NewPhoto = Omit<PhotoRecord, 'expires_at'>;

/**
 * Claimed; or held by another photo; or held when we wrote and gone when we looked (its holder was
 * deleted meanwhile), in which case the claim can simply be tried again.
 */
export type ClaimResult =
  | { readonly claimed: true }
  | { readonly claimed: false; readonly photoId: string }
  | { readonly claimed: false; readonly released: true };

export interface PhotoValidation {
  readonly photoId: string;
  readonly actif: 0 | 1;
  readonly active_par: string;
  /** The new deletion date; absent: the photo keeps the date it has (or none). */
  readonly duree_diffusion?: string;
  /**
   * When this validation publishes the photo (actif 1): kept only if the photo has never been
   * published, so validating it again does not make it new for the families' digest.
   */
  readonly publishedAt?: string;
}

export interface VisiblePageOptions {
  readonly now: Date;
  readonly limit: number;
  readonly cursor?: string;
}

export interface VisiblePage {
  readonly photos: PhotoRecord[];
  /** Opaque cursor of the next page, when more photos follow. */
  readonly next?: string;
}

export type ValidationOutcome = { readonly ok: true } | { readonly ok: false; readonly missing: string[] };

/** What a stay's photos amount to, as the back-office counts them before closing or purging. */
export interface PhotoCounts {
  readonly photos: number;
  /** Bytes of the originals; a photo still being processed has none yet. */
  readonly bytes: number;
  /** Processed and waiting for an administrator's validation. */
  readonly awaitingValidation: number;
}

export interface PhotoStore {
  get(stayId: string, photoId: string): Promise<PhotoRecord | undefined>;
  listByStay(stayId: string): Promise<PhotoRecord[]>;
  /** The stay's photos counted, read by key with only the three fields counted. */
  countByStay(stayId: string): Promise<PhotoCounts>;
  /**
   * One page of the photos a stay's families see at `now` (processed, validated, not expired), in
   * id order, which is upload order; `cursor` is the `next` of the page before. Throws
   * InvalidCursorError for a cursor this list did not hand out.
   */
  visiblePage(stayId: string, options: VisiblePageOptions): Promise<VisiblePage>;
  /**
   * One page of a stay's photos, every status, latest first (id order backwards, which is upload
   * order backwards); `cursor` is the `next` of the page before. Throws InvalidCursorError for a
   * cursor this list did not hand out.
   */
  latestPage(stayId: string, options: Omit<VisiblePageOptions, 'now'>): Promise<VisiblePage>;
  /**
   * Validated, processed photos whose `duree_diffusion` is between the two ISO days (included), for
   * the expiry reminder: one filtered Scan, since the daily job needs every stay and no index holds
   * the date.
   */
  between(first: string, last: string): Promise<PhotoRecord[]>;
  /**
   * Validated, processed photos first published at or after `since` (ISO time), for the families'
   * daily digest: one filtered Scan, since the job needs every stay.
   */
  publishedSince(since: string): Promise<PhotoRecord[]>;
  /** Records a signed, not yet uploaded photo. */
  createPending(photo: NewPhoto): Promise<void>;
  /** Creates the pending photo and its hash item together, or answers which photo holds the content. */
  createWithHash(photo: NewPhoto & { readonly sha256: string }): Promise<ClaimResult>;
  /**
   * The photo is signed again at `signedAt`: its forgetting time moves on, if it is still pending and
   * without a deletion date; false when it is not pending any more.
   */
  extendPending(stayId: string, photoId: string, signedAt: Date): Promise<boolean>;
  /** Pending → ready; false when the photo is not pending any more (a repeated job). */
  markReady(stayId: string, photoId: string, processed: ProcessedPhoto): Promise<boolean>;
  /** Pending → rejected with the reason; false when the photo is not pending any more. */
  markRejected(stayId: string, photoId: string, reason: string): Promise<boolean>;
  setActive(stayId: string, photoId: string, actif: 0 | 1): Promise<void>;
  /**
   * Marks a ready photo as announced to the administrators; false when it is not ready or was
   * announced already (each photo is counted in one batch mail at most).
   */
  markAnnounced(stayId: string, photoId: string, at: string): Promise<boolean>;
  /**
   * Moves a rotated photo from version `from` to `from + 1` with its new size, its copies in the same
   * folder number `copies`; false when it is not at `from` with those copies any more (another
   * rotation went first, this job is a repeat, or its copies moved meanwhile).
   */
  bumpVersion(
    stayId: string,
    photoId: string,
    from: number,
    size: { readonly width: number; readonly height: number } & Partial<WebCopiesRecord>,
    copies?: number,
  ): Promise<boolean>;
  /**
   * Records that a ready photo's copies now live in folder `to`; false when the photo is not ready
   * with the version and copies of `from` any more (rotated, deleted, or moved by another delivery).
   */
  moveCopies(from: PhotoFiles, to: number): Promise<boolean>;
  /**
   * Ready photos whose WebP copies are missing or of an older set than `renditions`, for the
   * regeneration script: one page of at least `limit` matches (unless the table ends) after `after`,
   * and where the next page starts.
   */
  listWithoutWebCopies(
    renditions: number,
    page: { readonly limit: number; readonly after?: PhotoKey },
  ): Promise<{ photos: PhotoRecord[]; next?: PhotoKey }>;
  /**
   * Records the WebP copies made for `version` of a ready photo; false when the photo is not ready at
   * that version any more (rotated or deleted meanwhile: the rotation made its own copies).
   */
  setWebCopies(photo: PhotoFiles, copies: WebCopiesRecord): Promise<boolean>;
  /**
   * Records the faces found in `version` of a ready photo whose strip was written to folder `copies`;
   * false when the photo is not ready with those files any more (rotated, moved or deleted meanwhile).
   */
  setFaces(photo: PhotoFiles, faces: FacesRecord): Promise<boolean>;
  /**
   * Saves an administrator's validation of a stay's photos all or nothing; `missing` names photos
   * that are not (or no longer) in the stay.
   */
  apply(stayId: string, changes: readonly PhotoValidation[]): Promise<ValidationOutcome>;
  /** Deletes the record (idempotent: a missing record is fine). */
  remove(stayId: string, photoId: string): Promise<void>;
  /**
   * Deletes the record only while its status, version and copies are still those given; false when
   * it changed meanwhile (processed, rotated, its copies moved) or is gone.
   */
  removeUnchanged(photo: PhotoFiles & Pick<PhotoRecord, 'status'>): Promise<boolean>;
  /** Forgets a content hash, only while it still points at `photoId` (a newer claim is left alone). */
  release(stayId: string, sha256: string, photoId: string): Promise<void>;
}
