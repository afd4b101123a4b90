/**
 * Set-up shared by the tests of a stay's photos on the administrator side: a stay with the tokens
 * that publish (administrator) and look (family), and photo records the media worker has accepted,
 * written straight to the repository so a test does not wait for the worker.
 */
import { newId } from '#functions/domain/ids.js';
import { FIRST_COPIES, type PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { createTestStack, type TestStack } from './test-stack.js';

export interface StayWithTokens {
  readonly stack: TestStack;
  readonly stage: StayRecord;
  /** An administrator's token (validates, deletes, reads the deletion log). */
  readonly admin: string;
  /** The stay's family token (sees only what is published). */
  readonly family: string;
}

/** A fresh stack, one stay, and an administrator and a family token for it. */
export const stayWithTokens = async (): Promise<StayWithTokens> => {
  const stack = await createTestStack();
  const stay = await stack.createStay();
  const admin = await stack.deps.tokens.issueAdminToken('admin');
  const family = await stack.deps.tokens.issueStayToken('stagiaire', stay.id, stay.token_version);
  return { stack, stage: stay, admin, family };
};

/** What the media worker found in the file: its dimensions and its size in bytes. */
export interface ImageFacts {
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

/**
 * A JPEG record declared with `image.bytes`, then marked ready as the worker would, its copies in
 * folder FIRST_COPIES; not published unless `actif` says so. `beforeReady` runs in between (e.g. to
 * store the photo's files).
 */
export const readyPhotoRecord = async (
  stack: TestStack,
  stayId: string,
  image: ImageFacts,
  options: { readonly actif?: 0 | 1; readonly beforeReady?: (photo: PhotoRecord) => Promise<void> } = {},
): Promise<PhotoRecord> => {
  const photo: PhotoRecord = {
    stageId: stayId,
    photoId: newId(),
    status: 'en_attente',
    actif: options.actif ?? 0,
    date_depose: new Date().toISOString(),
    declared_type: 'image/jpeg',
    declared_size: image.bytes,
    version: 1,
  };
  await stack.deps.photos.createPending(photo);
  await options.beforeReady?.(photo);
  await stack.deps.photos.markReady(stayId, photo.photoId, { ...image, copies: FIRST_COPIES });
  return photo;
};
