/** The photo digest's composition root: the Lambda and the local runtime build it from here. */
import { readSecret } from '#functions/adapters/secrets.js';
import { createParticipantStore } from '#functions/adapters/stores/participants.js';
import { createPhotoDigestStore } from '#functions/adapters/stores/photo-digests.js';
import { createUnsubscribeTokens, type UnsubscribeTokens } from '#functions/domain/unsubscribe-tokens.js';
import { createPhotoDigestHandler } from '#functions/workers/photo-digest/handler.js';
import type { PhotoDigestDeps } from '#functions/workers/photo-digest/send-digests.js';
import { type BaseDeps, mailQueueOf, photoStoreOf, stayStoreOf } from './core.js';

export type PhotoDigestClient = 'dynamo' | 'sqs' | 'secrets';

/**
 * The unsubscribe links are signed with the API's token key (under an audience of their own), read
 * once from Secrets Manager in the cloud on the first link to sign.
 */
export const unsubscribeTokensOf = (core: BaseDeps<'secrets'>): UnsubscribeTokens => {
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

export const photoDigestDeps = (core: BaseDeps<PhotoDigestClient>): PhotoDigestDeps => ({
  photos: photoStoreOf(core),
  digests: createPhotoDigestStore(core.clients.dynamo, core.config.tables.photoDigests),
  stays: stayStoreOf(core),
  participantDirectory: createParticipantStore(core.clients.dynamo, core.config.tables.stagiaires),
  mail: mailQueueOf(core),
  unsubscribeTokens: unsubscribeTokensOf(core),
  logger: core.logger,
  clock: core.clock,
  siteUrl: core.config.siteUrl,
  everyDays: core.config.photoDigestEveryDays,
});

export const composePhotoDigest = (core: BaseDeps<PhotoDigestClient>) =>
  createPhotoDigestHandler(photoDigestDeps(core));
