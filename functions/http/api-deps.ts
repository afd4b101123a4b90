/** Everything the API handlers receive: the core dependencies plus sign-in services. */

import { envNames } from '../../shared/env-names.js';
import { type AdminRepository, createAdminRepository } from '../adapters/admin-repository.js';
import { type BookletStore, createBookletStore } from '../adapters/booklet-store.js';
import { type CollabDeps, createCollabDeps } from '../adapters/collab-deps.js';
import { type CreateRequests, createCreateRequests } from '../adapters/create-requests.js';
import { createLoginThrottle, type LoginThrottle } from '../adapters/login-attempts.js';
import { createPeopleTable, type PeopleTable } from '../adapters/people-tables.js';
import { createPhotoAdminDeps, type PhotoAdminDeps } from '../adapters/photo-admin-deps.js';
import { createPhotoHashIndex, type PhotoHashIndex } from '../adapters/photo-hashes.js';
import { createRevokedTokens, type RevokedTokens } from '../adapters/revoked-tokens.js';
import { readSecret } from '../adapters/secrets.js';
import { createStageWrites, type StageWrites } from '../adapters/stage-writes.js';
import type { Config } from '../config.js';
import type { CoreDeps } from '../deps.js';
import type { DirectorRecord, ParticipantRecord } from '../domain/people.js';
import { createTokenService, type TokenService } from '../domain/tokens.js';

export interface ApiDeps extends CoreDeps {
  readonly tokens: TokenService;
  /** The secret CloudFront adds to API requests; undefined where there is no CloudFront (locally). */
  readonly originVerify: string | undefined;
  readonly loginThrottle: LoginThrottle;
  /** Tokens ended by sign-out before their expiry. */
  readonly revokedTokens: RevokedTokens;
  readonly admins: AdminRepository;
  /** Photo contents per stay, so the same photo is kept once (trainer uploads). */
  readonly photoHashes: PhotoHashIndex;
  /** Shared documents, question board and evaluation reports (trainer collaboration). */
  readonly collab: CollabDeps;
  /** Back-office (issue 4): versioned stay writes, participants, directors, booklets. */
  readonly stageWrites: StageWrites;
  readonly participants: PeopleTable<ParticipantRecord>;
  readonly directors: PeopleTable<DirectorRecord>;
  readonly booklets: BookletStore;
  /** Photo management (issue 5): atomic validation, deletion log. */
  readonly photoAdmin: PhotoAdminDeps;
  /** Claims of create requests by their Idempotency-Key, so a repeat creates nothing twice. */
  readonly createRequests: CreateRequests;
}

export const createApiDeps = async (core: CoreDeps): Promise<ApiDeps> => {
  const config: Config = core.config;
  const secret =
    config.jwtSecret ??
    (config.jwtSecretArn ? await readSecret(core.clients.secrets, config.jwtSecretArn) : undefined);
  if (!secret) throw new Error(`${envNames.jwtSecret} ou ${envNames.jwtSecretArn} doit être défini.`);
  const originVerify = config.originVerifySecretArn
    ? await readSecret(core.clients.secrets, config.originVerifySecretArn)
    : undefined;
  return {
    ...core,
    originVerify,
    tokens: createTokenService(secret, config.jwtIssuer, core.clock),
    loginThrottle: createLoginThrottle(core.clients.dynamo, config.tables.loginAttempts),
    revokedTokens: createRevokedTokens(core.clients.dynamo, config.tables.revokedTokens),
    admins: createAdminRepository(core.clients.dynamo, config.tables.admins),
    photoHashes: createPhotoHashIndex(core.clients.dynamo, config.tables),
    collab: createCollabDeps(core),
    stageWrites: createStageWrites(core.clients.dynamo, config.tables.stages),
    participants: createPeopleTable<ParticipantRecord>(core.clients.dynamo, config.tables.stagiaires),
    directors: createPeopleTable<DirectorRecord>(core.clients.dynamo, config.tables.formateurs),
    booklets: createBookletStore(core.clients.s3, config.buckets.media),
    photoAdmin: createPhotoAdminDeps(core),
    createRequests: createCreateRequests(core.clients.dynamo, config.tables.createRequests),
  };
};
