/**
 * The API's composition root: every adapter the routes use, built once per cold start in the Lambda
 * and once by the local runtime, from the same code.
 */

import { createArchiveLinks } from '#functions/adapters/archive-links.js';
import { createSqsArchiveQueue } from '#functions/adapters/archive-queue.js';
import { createS3ArchiveStorage } from '#functions/adapters/archive-storage.js';
import { createBookletStore } from '#functions/adapters/booklet-store.js';
import { createS3DocumentStore } from '#functions/adapters/document-store.js';
import { createS3FileLinks } from '#functions/adapters/file-links.js';
import { createS3PhotoObjects } from '#functions/adapters/photo-objects.js';
import { buildReportWorkbook } from '#functions/adapters/report-workbook.js';
import { createSqsRotateQueue } from '#functions/adapters/rotate-queue.js';
import { readSecret } from '#functions/adapters/secrets.js';
import { createAdminStore } from '#functions/adapters/stores/admins.js';
import { createArchiveStore } from '#functions/adapters/stores/archives.js';
import { createCommentBoard } from '#functions/adapters/stores/comments.js';
import { createCreateRequests } from '#functions/adapters/stores/create-requests.js';
import { createDirectorStore } from '#functions/adapters/stores/directors.js';
import { createLoginThrottle } from '#functions/adapters/stores/login-attempts.js';
import { createParticipantStore } from '#functions/adapters/stores/participants.js';
import { createPhotoDeletionStore } from '#functions/adapters/stores/photo-deletions.js';
import { createPhotoDigestStore } from '#functions/adapters/stores/photo-digests.js';
import { createReportRepository } from '#functions/adapters/stores/reports.js';
import { createRevokedTokens } from '#functions/adapters/stores/revoked-tokens.js';
import { textWorkbooks } from '#functions/adapters/text-workbook.js';
import type { Config } from '#functions/config.js';
import { createTokenService, type TokenService } from '#functions/domain/tokens.js';
import { createUnsubscribeTokens, type UnsubscribeTokens } from '#functions/domain/unsubscribe-tokens.js';
import type { ArchiveLinks } from '#functions/ports/archive-links.js';
import type { ArchiveQueue } from '#functions/ports/archive-queue.js';
import type { ArchiveStorage } from '#functions/ports/archive-storage.js';
import type { BookletStore } from '#functions/ports/booklet-store.js';
import type { DocumentStore } from '#functions/ports/document-store.js';
import type { FileLinks } from '#functions/ports/file-links.js';
import type { PhotoObjects } from '#functions/ports/photo-objects.js';
import type { RotateQueue } from '#functions/ports/rotate-queue.js';
import type { AdminStore } from '#functions/ports/stores/admins.js';
import type { ArchiveStore } from '#functions/ports/stores/archives.js';
import type { CommentBoard } from '#functions/ports/stores/comments.js';
import type { CreateRequests } from '#functions/ports/stores/create-requests.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { LoginThrottle } from '#functions/ports/stores/login-attempts.js';
import type { ParticipantDirectory, ParticipantStore } from '#functions/ports/stores/participants.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import type { PhotoDigestStore } from '#functions/ports/stores/photo-digests.js';
import type { ReportRepository } from '#functions/ports/stores/reports.js';
import type { RevokedTokens } from '#functions/ports/stores/revoked-tokens.js';
import type { TextWorkbooks } from '#functions/ports/text-workbook.js';
import { envNames } from '#shared/env-names.js';
import type { CoreClient, CoreDeps } from './core.js';

/** The API's clients: every one but SES (its mail goes through the mail queue). */
export type ApiClient = CoreClient;
type ApiCore = CoreDeps<ApiClient>;

export interface CollabDeps {
  readonly documents: DocumentStore;
  readonly links: FileLinks;
  readonly board: CommentBoard;
  readonly reports: ReportRepository;
  readonly participantDirectory: ParticipantDirectory;
  readonly buildWorkbook: typeof buildReportWorkbook;
}

const createCollabDeps = (core: ApiCore): CollabDeps => ({
  documents: createS3DocumentStore(core.clients.s3, core.config.buckets.media),
  links: createS3FileLinks(core.clients.s3Presigner, core.config.buckets.media, () => core.clock()),
  board: createCommentBoard(core.clients.dynamo, core.config.tables.commentaires),
  reports: createReportRepository(core.clients.dynamo, core.config.tables.rapports),
  participantDirectory: createParticipantStore(core.clients.dynamo, core.config.tables.stagiaires),
  buildWorkbook: buildReportWorkbook,
});

/** Zip archives: their records, their jobs, the stored zips and the links to download them. */
export interface ArchiveDeps {
  readonly store: ArchiveStore;
  readonly queue: ArchiveQueue;
  readonly storage: ArchiveStorage;
  readonly links: ArchiveLinks;
  /** Largest zip of an archive; a larger selection is cut into parts. */
  readonly partBytes: number;
}

const createArchiveDeps = (core: ApiCore): ArchiveDeps => ({
  store: createArchiveStore(core.clients.dynamo, core.config.tables.archives),
  queue: createSqsArchiveQueue(core.clients.sqs, core.config.queueUrls.archive),
  storage: createS3ArchiveStorage(core.clients.s3, core.config.buckets.media),
  links: createArchiveLinks(core.signer),
  partBytes: core.config.archivePartBytes,
});

export interface ApiDeps extends ApiCore {
  readonly tokens: TokenService;
  /** The secret CloudFront adds to API requests; undefined where there is no CloudFront (locally). */
  readonly originVerify: string | undefined;
  readonly loginThrottle: LoginThrottle;
  /** Tokens ended by sign-out before their expiry. */
  readonly revokedTokens: RevokedTokens;
  readonly admins: AdminStore;
  /** The stored objects of each photo, listed to delete them all. */
  readonly photoObjects: PhotoObjects;
  /** The deletion log of photos, per stay. */
  readonly photoDeletions: PhotoDeletionStore;
  /** Rotation jobs, one per photo. */
  readonly rotations: RotateQueue;
  /** Shared documents, question board and evaluation reports (trainer collaboration). */
  readonly collab: CollabDeps;
  /** Back-office: participants, directors, booklets. */
  readonly participants: ParticipantStore;
  readonly directors: DirectorStore;
  readonly booklets: BookletStore;
  /** Exports administrators open in a spreadsheet (the password file). */
  readonly textWorkbooks: TextWorkbooks;
  readonly archives: ArchiveDeps;
  /** Claims of create requests by their Idempotency-Key, so a repeat creates nothing twice. */
  readonly createRequests: CreateRequests;
  /** The families' photo digests: their unsubscribe links and unsubscriptions. */
  readonly unsubscribeTokens: UnsubscribeTokens;
  readonly photoDigests: PhotoDigestStore;
}

/** The CloudFront key the API signs media links with, when Secrets Manager holds it. */
const mediaKeyArn = (config: Config): string | undefined => {
  const key = config.mediaCdn?.privateKey;
  return key && 'secretArn' in key ? key.secretArn : undefined;
};

/**
 * Reads the API's secrets all at once, each a round trip to Secrets Manager during the cold start:
 * the token key and the CloudFront secret, which it cannot start without, and the media signing key,
 * which the first photo list needs. That read is shared with the signer (readSecret keeps it for the
 * container); if it fails, the signer tries again on the first link and reports it there.
 */
export const composeApi = async (core: ApiCore): Promise<ApiDeps> => {
  const config: Config = core.config;
  const read = (secretId: string | undefined) =>
    secretId ? readSecret(core.clients.secrets, secretId) : undefined;
  const mediaKey = mediaKeyArn(config);
  const [secret, originVerify] = await Promise.all([
    config.jwtSecret ?? read(config.jwtSecretArn),
    read(config.originVerifySecretArn),
    read(mediaKey)?.catch(() => undefined),
  ]);
  if (!secret) throw new Error(`${envNames.jwtSecret} ou ${envNames.jwtSecretArn} doit être défini.`);
  return {
    ...core,
    originVerify,
    tokens: createTokenService(secret, config.jwtIssuer, core.clock),
    loginThrottle: createLoginThrottle(core.clients.dynamo, config.tables.loginAttempts),
    revokedTokens: createRevokedTokens(core.clients.dynamo, config.tables.revokedTokens),
    admins: createAdminStore(core.clients.dynamo, config.tables.admins),
    photoObjects: createS3PhotoObjects(core.clients.s3, config.buckets.media),
    photoDeletions: createPhotoDeletionStore(core.clients.dynamo, config.tables.photoDeletions),
    rotations: createSqsRotateQueue(core.clients.sqs, config.queueUrls.rotate),
    collab: createCollabDeps(core),
    participants: createParticipantStore(core.clients.dynamo, config.tables.stagiaires),
    directors: createDirectorStore(core.clients.dynamo, config.tables.formateurs),
    booklets: createBookletStore(core.clients.s3, config.buckets.media),
    textWorkbooks,
    archives: createArchiveDeps(core),
    createRequests: createCreateRequests(core.clients.dynamo, config.tables.createRequests),
    unsubscribeTokens: createUnsubscribeTokens(secret, config.jwtIssuer, core.clock),
    photoDigests: createPhotoDigestStore(core.clients.dynamo, config.tables.photoDigests),
  };
};
