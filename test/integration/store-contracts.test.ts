/**
 * The real stores held to the contracts their in-memory fakes are held to in the unit tier: one
 * stack on the emulator for the whole file, each test on ids of its own.
 */

import {
  CloudFrontClient,
  GetInvalidationCommand,
  ListInvalidationsCommand,
} from '@aws-sdk/client-cloudfront';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { beforeAll } from 'vitest';
import { createSqsArchiveQueue } from '#functions/adapters/archive-queue.js';
import { createCloudFrontInvalidations } from '#functions/adapters/cdn-invalidations.js';
import { createExpiryReminderStore } from '#functions/adapters/stores/expiry-reminders.js';
import { createUploadBatchStore } from '#functions/adapters/stores/upload-batches.js';
import { mailLogOf, mediaSignerOf } from '#functions/composition/core.js';
import { newId } from '#functions/domain/ids.js';
import type { QueuedMail } from '#functions/ports/mail-queue.js';
import { createLocalDistribution } from '#scripts/local/edge.js';
import { type ArchiveJob, describeArchiveQueueContract } from '../contracts/archive-queue.js';
import { describeArchiveStorageContract } from '../contracts/archive-storage.js';
import { describeArchiveStoreContract } from '../contracts/archives.js';
import {
  describeCommentBoardContract,
  describeReportRepositoryContract,
} from '../contracts/board-and-reports.js';
import { describeCdnInvalidationsContract } from '../contracts/cdn-invalidations.js';
import { describeCreateRequestsContract } from '../contracts/create-requests.js';
import { describeDocumentStoreContract } from '../contracts/document-store.js';
import { describeLoginThrottleContract } from '../contracts/login-throttle.js';
import { describeMailLogContract } from '../contracts/mail-log.js';
import { describeMailQueueContract } from '../contracts/mail-queue.js';
import {
  describeFileLinksContract,
  describeUrlSignerContract,
  type MediaProbe,
} from '../contracts/media-links.js';
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
import { describeStayLookupContract } from '../contracts/stay-lookup.js';
import { describeStayStoreContract } from '../contracts/stays.js';
import { describeUploadBatchStoreContract } from '../contracts/upload-batches.js';
import { createTestStack, REGION, SITE_ORIGIN, type TestStack } from '../helpers/test-stack.js';

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

/**
 * Media links followed by a browser: CloudFront links through the stack's own edge, presigned S3
 * links on the emulator. S3 in the cloud answers a link's response-content-* overrides, which the
 * emulator ignores: the served type and name are read from the link where it carries them.
 */
const mediaProbe = (): MediaProbe => ({
  async store(key, body, contentType) {
    const core = real().coreOf('tooling');
    await core.clients.s3.send(
      new PutObjectCommand({
        Bucket: core.config.buckets.media,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  },
  async open(url) {
    const answer = await fetch(url);
    const asked = new URL(url).searchParams;
    const header = (name: string): string | undefined =>
      asked.get(`response-${name}`) ?? answer.headers.get(name) ?? undefined;
    return {
      status: answer.status,
      body: await answer.text(),
      contentType: header('content-type'),
      disposition: header('content-disposition'),
    };
  },
  async upload(signed, body) {
    return (await fetch(signed.url, { method: 'PUT', headers: signed.headers, body })).status;
  },
});

/**
 * The messages of one queue that a worker polling it receives, removed from it: those whose body
 * `ours` recognises, once `count` of them have arrived (or after ten seconds, with what came).
 */
const receivedFrom = async <T>(
  queue: 'archive' | 'mail',
  ours: (body: string) => boolean,
  count: number,
): Promise<T[]> => {
  const { coreOf, queueUrls } = real();
  const { sqs } = coreOf('tooling').clients;
  const bodies: T[] = [];
  const deadline = Date.now() + 10_000;
  while (bodies.length < count && Date.now() < deadline) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrls[queue], MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
    );
    const mine = Messages.filter((message) => ours(message.Body ?? ''));
    bodies.push(...mine.map((message) => JSON.parse(message.Body ?? '{}') as T));
    if (mine.length > 0)
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrls[queue],
          Entries: mine.map((message, index) => ({
            Id: String(index),
            ReceiptHandle: message.ReceiptHandle,
          })),
        }),
      );
  }
  return bodies;
};

/** The archive jobs of one archive that the archive worker receives. */
const receivedJobs = (archiveId: string, count: number): Promise<ArchiveJob[]> =>
  receivedFrom('archive', (body) => body.includes(archiveId), count);

/** The queued mails with these ids that the mail worker receives. */
const receivedMails = (ids: readonly string[]): Promise<QueuedMail[]> =>
  receivedFrom('mail', (body) => ids.some((id) => body.includes(id)), ids.length);

/** The invalidations a distribution of the emulator's CloudFront received, oldest first. */
const invalidationRequests = async (cloudfront: CloudFrontClient, distributionId: string) => {
  const listed = await cloudfront.send(new ListInvalidationsCommand({ DistributionId: distributionId }));
  const batches = await Promise.all(
    (listed.InvalidationList?.Items ?? []).map(async ({ Id }) => {
      const answer = await cloudfront.send(
        new GetInvalidationCommand({ DistributionId: distributionId, Id }),
      );
      const { CreateTime, InvalidationBatch } = answer.Invalidation ?? {};
      return {
        at: CreateTime?.getTime() ?? 0,
        paths: InvalidationBatch?.Paths?.Items ?? [],
        reference: InvalidationBatch?.CallerReference ?? '',
      };
    }),
  );
  return batches.sort((a, b) => a.at - b.at).map(({ paths, reference }) => ({ paths, reference }));
};

describeStayStoreContract('DynamoDB', () => real().deps.stays);
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
describeMailQueueContract('SQS', () => ({ queue: real().coreOf('tooling').mail, received: receivedMails }));
describeObjectStorageContract('S3', () => real().coreOf('tooling').media);
describeArchiveStorageContract('S3', async (originals) => {
  await putMedia(originals);
  return real().deps.archives.storage;
});
describePhotoObjectsContract('S3', async (keys) => {
  await putMedia(Object.fromEntries(keys.map((key) => [key, new Uint8Array()])));
  return real().deps.photoObjects;
});
describeArchiveQueueContract(
  'SQS',
  () => ({ queue: real().deps.archives.queue, received: receivedJobs }),
  () => createSqsArchiveQueue(real().coreOf('tooling').clients.sqs, `${real().queueUrls.archive}-absente`),
);
describeCdnInvalidationsContract('CloudFront', async () => {
  const cloudfront = new CloudFrontClient({ region: REGION, endpoint: real().endpoint, maxAttempts: 1 });
  const distributionId = await createLocalDistribution(cloudfront, SITE_ORIGIN, newId());
  return {
    cdn: createCloudFrontInvalidations(cloudfront, distributionId),
    asked: () => invalidationRequests(cloudfront, distributionId),
  };
});
describeStayLookupContract('DynamoDB', async (stays) => {
  const { stays: stages } = real().deps;
  for (const stay of stays) await stages.create(stay);
  return stages;
});
describeUrlSignerContract('CloudFront', async (clock) => ({
  signer: mediaSignerOf({ ...real().coreOf('tooling'), clock }),
  ...mediaProbe(),
}));
describeFileLinksContract('S3', async () => ({ links: real().deps.collab.links, ...mediaProbe() }));
