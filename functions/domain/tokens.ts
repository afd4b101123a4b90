/**
 * Bearer tokens, signed with jose: one pinned algorithm (HS256), issuer, audience, expiry, and the
 * claims the API checks on every call. Stay tokens carry the stay's token version so that changing a
 * stay's passwords ends the sessions opened with the old ones.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { ADMIN_TOKEN_TTL_SECONDS, STAY_TOKEN_TTL_SECONDS } from '../../shared/limits.js';
import type { Role, StayRole } from '../../shared/roles.js';

export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_AUDIENCE = 'portail-photos-api';

export type Principal =
  | { readonly role: StayRole; readonly stageId: string; readonly tokenVersion: number }
  | { readonly role: 'admin'; readonly username: string };

export interface TokenService {
  issueStayToken(role: StayRole, stageId: string, tokenVersion: number): Promise<string>;
  issueAdminToken(username: string): Promise<string>;
  /** The principal of a valid token, or undefined for any invalid, expired or forged token. */
  verify(token: string): Promise<Principal | undefined>;
}

const isRole = (value: unknown): value is Role =>
  value === 'stagiaire' || value === 'formateur' || value === 'admin';

export const createTokenService = (secret: string, issuer: string, clock: () => Date): TokenService => {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, subject: string, ttlSeconds: number): Promise<string> => {
    const now = Math.floor(clock().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(key);
  };

  return {
    issueStayToken(role, stageId, tokenVersion) {
      return sign({ role, stageId, tv: tokenVersion }, `${role}:${stageId}`, STAY_TOKEN_TTL_SECONDS);
    },
    issueAdminToken(username) {
      return sign({ role: 'admin' }, `admin:${username}`, ADMIN_TOKEN_TTL_SECONDS);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [TOKEN_ALGORITHM],
          issuer,
          audience: TOKEN_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const role = payload.role;
        if (!isRole(role)) return undefined;
        if (role === 'admin') {
          const username = payload.sub?.startsWith('admin:') ? payload.sub.slice('admin:'.length) : '';
          return username ? { role, username } : undefined;
        }
        if (typeof payload.stageId !== 'string' || typeof payload.tv !== 'number') return undefined;
        return { role, stageId: payload.stageId, tokenVersion: payload.tv };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
};
