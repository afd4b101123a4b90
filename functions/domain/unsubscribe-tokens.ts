/**
 * The signed links that unsubscribe a family from a stay's photo digests, with jose like the API's
 * tokens: HS256 pinned, issuer, and an audience of their own, so an unsubscribe link never opens a
 * session and a session token never unsubscribes anyone. The link names the stay and the address;
 * it lasts long enough to be used from an old mail of the season.
 */
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ALGORITHM } from './tokens.js';

export const UNSUBSCRIBE_AUDIENCE = 'portail-photos-desabonnement';
/** A season and the next: a family may unsubscribe from any digest it kept. */
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 400 * 86_400;

export interface DigestSubscription {
  readonly stageId: string;
  readonly address: string;
}

export interface UnsubscribeTokens {
  issue(subscription: DigestSubscription): Promise<string>;
  /** The stay and address of a valid link, or undefined for any invalid, expired or forged one. */
  verify(token: string): Promise<DigestSubscription | undefined>;
}

export const createUnsubscribeTokens = (
  secret: string,
  issuer: string,
  clock: () => Date,
): UnsubscribeTokens => {
  const key = new TextEncoder().encode(secret);
  return {
    issue({ stageId: stayId, address }) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ stageId: stayId, address })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(UNSUBSCRIBE_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + UNSUBSCRIBE_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [TOKEN_ALGORITHM],
          issuer,
          audience: UNSUBSCRIBE_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['exp'],
        });
        const { stageId: stayId, address } = payload;
        if (typeof stayId !== 'string' || typeof address !== 'string' || !stayId || !address) {
          return undefined;
        }
        return { stageId: stayId, address };
      } catch {
        return undefined;
      }
    },
  };
};
