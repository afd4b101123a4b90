/**
 * The photos store: photo records (table photos, keyed by stay then photo) and the content hashes
 * that keep one photo per content and stay (table photo-hashes). Both tables are written here only:
 * a photo with a known SHA-256 is created in one transaction with its hash item. The store also
 * applies the forgetting rule of photo-expiry.ts to `expires_at` on every write, and parses what it
 * reads.
 *
 * Its parts live in photos/, one concern each (reads, pages, the upload's writes, validation, the
 * files' writes, removals), and share the client and table names through one PhotoTable; this module
 * puts them together behind the one PhotoStore interface the services know.
 */
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';

export type {
  ClaimResult,
  FacesRecord,
  NewPhoto,
  PhotoCounts,
  PhotoFiles,
  PhotoKey,
  PhotoStore,
  PhotoValidation,
  ProcessedPhoto,
  ValidationOutcome,
  VisiblePage,
  VisiblePageOptions,
  WebCopiesRecord,
} from '#functions/ports/stores/photos/photo-store.js';

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { photoCopies } from './photos/copies.js';
import { photoPages } from './photos/pages.js';

import { type PhotoTableNames, photoTable } from './photos/photo-table.js';
import { photoReads } from './photos/reads.js';
import { photoRemovals } from './photos/removals.js';
import { uploadLifecycle } from './photos/upload-lifecycle.js';
import { photoValidationWrites } from './photos/validation.js';

export { countPhotos } from './photos/photo-counts.js';

export const createPhotoStore = (dynamo: DynamoDBDocumentClient, tables: PhotoTableNames): PhotoStore => {
  const photos = photoTable(dynamo, tables);
  const reads = photoReads(photos);
  return {
    ...reads,
    ...photoPages(photos),
    ...uploadLifecycle(photos),
    ...photoValidationWrites(photos, reads),
    ...photoCopies(photos),
    ...photoRemovals(photos),
  };
};
