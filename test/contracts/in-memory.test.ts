/**
 * The stores in memory that unit tests use, held to the same contracts as the real stores (which
 * the integration suite runs against the emulator).
 */
import { recordingArchiveQueue } from '../memory/archive-queue.js';
import { inMemoryArchiveStorage } from '../memory/archive-storage.js';
import { inMemoryArchiveStore } from '../memory/archives.js';
import { recordedInvalidations } from '../memory/cdn-invalidations.js';
import { inMemoryCommentBoard } from '../memory/comments.js';
import { inMemoryCreateRequests } from '../memory/create-requests.js';
import { inMemoryDirectorStore } from '../memory/directors.js';
import { inMemoryDocumentStore } from '../memory/document-store.js';
import { inMemoryExpiryReminderStore } from '../memory/expiry-reminders.js';
import { fakeFileLinks } from '../memory/file-links.js';
import { inMemoryLoginThrottle } from '../memory/login-attempts.js';
import { inMemoryMailLog } from '../memory/mail-log.js';
import { recordingMailQueue } from '../memory/mail-queue.js';
import { type FakeMediaEdge, fakeMediaEdge } from '../memory/media-edge.js';
import { inMemoryObjectStorage } from '../memory/object-storage.js';
import { inMemoryParticipantStore } from '../memory/participants.js';
import { inMemoryPhotoDeletions } from '../memory/photo-deletions.js';
import { inMemoryPhotoDigestStore } from '../memory/photo-digests.js';
import { inMemoryPhotoObjects } from '../memory/photo-objects.js';
import { inMemoryPhotoStore } from '../memory/photos.js';
import { inMemoryReportRepository } from '../memory/reports.js';
import { inMemoryRevokedTokens } from '../memory/revoked-tokens.js';
import { stayLookup } from '../memory/stay-lookup.js';
import { inMemoryStayStore } from '../memory/stays.js';
import { inMemoryUploadBatchStore } from '../memory/upload-batches.js';
import { fakeSigner } from '../memory/url-signer.js';
import { describeArchiveQueueContract } from './archive-queue.js';
import { describeArchiveStorageContract } from './archive-storage.js';
import { describeArchiveStoreContract } from './archives.js';
import { describeCommentBoardContract, describeReportRepositoryContract } from './board-and-reports.js';
import { describeCdnInvalidationsContract } from './cdn-invalidations.js';
import { describeCreateRequestsContract } from './create-requests.js';
import { describeDocumentStoreContract } from './document-store.js';
import { describeLoginThrottleContract } from './login-throttle.js';
import { describeMailLogContract } from './mail-log.js';
import { describeMailQueueContract } from './mail-queue.js';
import { describeFileLinksContract, describeUrlSignerContract, type MediaProbe } from './media-links.js';
import { describeObjectStorageContract } from './object-storage.js';
import { describeParticipantStoreContract } from './participants.js';
import { describePhotoDeletionStoreContract } from './photo-deletions.js';
import { describePhotoDigestStoreContract } from './photo-digests.js';
import { describePhotoObjectsContract } from './photo-objects.js';
import { describePhotoStoreContract } from './photos.js';
import {
  describeDirectorStoreContract,
  describeExpiryReminderStoreContract,
  describeRevokedTokensContract,
} from './small-stores.js';
import { describeStayLookupContract } from './stay-lookup.js';
import { describeStayStoreContract } from './stays.js';
import { describeUploadBatchStoreContract } from './upload-batches.js';

describeStayStoreContract('in memory', () => inMemoryStayStore());
describeParticipantStoreContract('in memory', () => inMemoryParticipantStore());
describePhotoDeletionStoreContract('in memory', () => inMemoryPhotoDeletions());
describePhotoStoreContract('in memory', () => inMemoryPhotoStore());
describeArchiveStoreContract('in memory', () => inMemoryArchiveStore());
describeUploadBatchStoreContract('in memory', () => inMemoryUploadBatchStore());
describeCreateRequestsContract('in memory', () => inMemoryCreateRequests());
describeRevokedTokensContract('in memory', () => inMemoryRevokedTokens());
describeExpiryReminderStoreContract('in memory', () => inMemoryExpiryReminderStore());
describeDirectorStoreContract('in memory', () => inMemoryDirectorStore());
describeLoginThrottleContract('in memory', () => inMemoryLoginThrottle());
describePhotoDigestStoreContract('in memory', () => inMemoryPhotoDigestStore());
describeCommentBoardContract('in memory', () => inMemoryCommentBoard());
describeReportRepositoryContract('in memory', () => inMemoryReportRepository());
describeDocumentStoreContract('in memory', async (objects) => inMemoryDocumentStore({ ...objects }));
describeMailLogContract('in memory', () => inMemoryMailLog());
describeMailQueueContract('in memory', () => {
  const queue = recordingMailQueue();
  return {
    queue,
    received: async (ids) => queue.queued.filter((mail) => mail.id !== undefined && ids.includes(mail.id)),
  };
});
describeObjectStorageContract('in memory', () => inMemoryObjectStorage());
describeArchiveStorageContract('in memory', async (originals) => inMemoryArchiveStorage({ ...originals }));
describePhotoObjectsContract('in memory', async (keys) => {
  const storage = inMemoryObjectStorage();
  for (const key of keys) storage.objects.set(key, { body: new Uint8Array(), contentType: 'image/jpeg' });
  return inMemoryPhotoObjects(storage);
});
describeArchiveQueueContract(
  'in memory',
  () => {
    const queue = recordingArchiveQueue();
    return { queue, received: async (archiveId) => queue.parts.filter((job) => job.archiveId === archiveId) };
  },
  () => Object.assign(recordingArchiveQueue(), { failWith: new Error('SQS injoignable') }),
);
describeCdnInvalidationsContract('in memory', async () => {
  const cdn = recordedInvalidations();
  return { cdn, asked: async () => cdn.requests };
});
describeStayLookupContract('in memory', async (stays) => stayLookup(...stays));

/** The fake links followed as a browser follows real ones, through the fake edge. */
const throughEdge = (edge: FakeMediaEdge): MediaProbe => ({
  store: async (key, body, contentType) => {
    edge.objects.set(key, { body, contentType });
  },
  open: async (url) => edge.open(url, new Date()),
  upload: async (signed, body) => edge.upload(signed.url, signed.headers, body),
});
describeUrlSignerContract('in memory', async (clock) => ({
  signer: fakeSigner(clock()),
  ...throughEdge(fakeMediaEdge()),
}));
describeFileLinksContract('in memory', async () => ({
  links: fakeFileLinks(),
  ...throughEdge(fakeMediaEdge()),
}));
