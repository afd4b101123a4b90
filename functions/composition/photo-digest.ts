/** The photo digest's composition root: the Lambda and the local runtime build it from here. */
import { readSecret } from '../adapters/secrets.js';
import { createParticipantStore } from '../adapters/stores/participants.js';
import { createPhotoDigestStore } from '../adapters/stores/photo-digests.js';
import { createUnsubscribeTokens, type UnsubscribeTokens } from '../domain/unsubscribe-tokens.js';
import { createPhotoDigestHandler } from '../workers/photo-digest/handler.js';
import type { PhotoDigestDeps } from '../workers/photo-digest/send-digests.js';
import type { CoreDeps } from './core.js';

/**
 * The unsubscribe links are signed with the API's token key (under an audience of their own), read
 * once from Secrets Manager in the cloud on the first link to sign.
 */
export const unsubscribeTokensOf = (core: CoreDeps): UnsubscribeTokens => {
  const { jwtSecret, jwtSecretArn, jwtIssuer } = core.config;
  let tokens: Promise<UnsubscribeTokens> | undefined;
  const ready = (): Promise<UnsubscribeTokens> => {
    tokens ??= (async () => {
      const secret = jwtSecret ?? (jwtSecretArn ? await readSecret(core.clients.secrets, jwtSecretArn) : '');
      if (!secret) throw new Error('No token key to sign unsubscribe links');
      return createUnsubscribeTokens(secret, jwtIssuer, core.clock);
    })().catch((error: unknown) => {
      tokens = undefined;
      throw error;
    });
    return tokens;
  };
  return {
    issue: async (subscription) => (await ready()).issue(subscription),
    verify: async (token) => (await ready()).verify(token),
  };
};

export const photoDigestDeps = (core: CoreDeps): PhotoDigestDeps => ({
  photos: core.photos,
  digests: createPhotoDigestStore(core.clients.dynamo, core.config.tables.photoDigests),
  stages: core.stages,
  trainees: createParticipantStore(core.clients.dynamo, core.config.tables.stagiaires),
  mail: core.mail,
  unsubscribeTokens: unsubscribeTokensOf(core),
  logger: core.logger,
  clock: core.clock,
  siteUrl: core.config.siteUrl,
  everyDays: core.config.photoDigestEveryDays,
});

export const composePhotoDigest = (core: CoreDeps) => createPhotoDigestHandler(photoDigestDeps(core));
