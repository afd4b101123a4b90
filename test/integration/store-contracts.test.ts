/**
 * The real stores held to the contracts their in-memory fakes are held to in the unit tier: one
 * stack on the emulator for the whole file, each test on ids of its own.
 */

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll } from 'vitest';
import { createExpiryReminderStore } from '../../functions/adapters/stores/expiry-reminders.js';
import { createUploadBatchStore } from '../../functions/adapters/stores/upload-batches.js';
import { mailLogOf } from '../../functions/composition/core.js';
import { describeArchiveStorageContract } from '../contracts/archive-storage.js';
import { describeArchiveStoreContract } from '../contracts/archives.js';
import {
  describeCommentBoardContract,
  describeReportRepositoryContract,
} from '../contracts/board-and-reports.js';
import { describeCreateRequestsContract } from '../contracts/create-requests.js';
import { describeDocumentStoreContract } from '../contracts/document-store.js';
import { describeLoginThrottleContract } from '../contracts/login-throttle.js';
import { describeMailLogContract } from '../contracts/mail-log.js';
import { describeObjectStorageContract } from '../contracts/object-storage.js';
import { describeParticipantStoreContract } from '../contracts/participants.js';
import { describePhotoDeletionStoreContract } from '../contracts/photo-deletions.js';
import { describePhotoDigestStoreContract } from '../contracts/photo-digests.js';
import { describePhotoObjectsContract } from '../contracts/photo-objects.js';
import { describePhotoStoreContract } from '../contracts/photos.js';
import {
  describeDirectorStoreContract,
  describeExpiryReminderStoreContract,
  describeRevokedTokensContract,
} from '../contracts/small-stores.js';
import { describeStayStoreContract } from '../contracts/stays.js';
import { describeUploadBatchStoreContract } from '../contracts/upload-batches.js';
import { createTestStack, type TestStack } from '../helpers/test-stack.js';

let stack: TestStack | undefined;
const real = (): TestStack => {
  if (!stack) throw new Error('The test stack is not ready');
  return stack;
};

beforeAll(async () => {
  stack = await createTestStack();
});

/** Puts these objects (key → bytes) in the media bucket, as uploads and workers would. */
const putMedia = async (objects: Readonly<Record<string, Uint8Array>>): Promise<void> => {
  const core = real().coreOf('tooling');
  for (const [key, body] of Object.entries(objects))
    await core.clients.s3.send(
      new PutObjectCommand({ Bucket: core.config.buckets.media, Key: key, Body: body }),
    );
};

describeStayStoreContract('DynamoDB', () => real().deps.stages);
describeParticipantStoreContract('DynamoDB', () => real().deps.participants);
describePhotoDeletionStoreContract('DynamoDB', () => real().deps.photoDeletions);
describePhotoStoreContract('DynamoDB', () => real().deps.photos);
describeArchiveStoreContract('DynamoDB', () => real().deps.archives.store);
describeUploadBatchStoreContract('DynamoDB', () => {
  const core = real().coreOf('tooling');
  return createUploadBatchStore(core.clients.dynamo, core.config.tables.uploadBatches);
});
describeCreateRequestsContract('DynamoDB', () => real().deps.createRequests);
describeRevokedTokensContract('DynamoDB', () => real().deps.revokedTokens);
describeExpiryReminderStoreContract('DynamoDB', () => {
  const core = real().coreOf('tooling');
  return createExpiryReminderStore(core.clients.dynamo, core.config.tables.expiryReminders);
});
describeDirectorStoreContract('DynamoDB', () => real().deps.directors);
describeLoginThrottleContract('DynamoDB', () => real().deps.loginThrottle);
describePhotoDigestStoreContract('DynamoDB', () => real().deps.photoDigests);
describeCommentBoardContract('DynamoDB', () => real().deps.collab.board);
describeReportRepositoryContract('DynamoDB', () => real().deps.collab.reports);
describeDocumentStoreContract('S3', async (objects) => {
  const { coreOf, deps } = real();
  const core = coreOf('tooling');
  for (const [key, size] of Object.entries(objects))
    await core.clients.s3.send(
      new PutObjectCommand({ Bucket: core.config.buckets.media, Key: key, Body: Buffer.alloc(size) }),
    );
  return deps.collab.documents;
});
describeMailLogContract('DynamoDB', () => mailLogOf(real().coreOf('tooling')));
describeObjectStorageContract('S3', () => real().coreOf('tooling').media);
describeArchiveStorageContract('S3', async (originals) => {
  await putMedia(originals);
  return real().deps.archives.storage;
});
describePhotoObjectsContract('S3', async (keys) => {
  await putMedia(Object.fromEntries(keys.map((key) => [key, new Uint8Array()])));
  return real().deps.photoObjects;
});
