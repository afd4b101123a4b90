/**
 * Bearer tokens, signed with jose: one pinned algorithm (HS256), issuer, audience, expiry, and the
 * claims the API checks on every call. Stay tokens carry the stay's token version so that changing a
 * stay's passwords ends the sessions opened with the old ones; administrator tokens carry their
 * account's, so a password reset ends them. Every token has an id (jti) and an expiry that sign-out
 * uses to revoke it.
 */
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ADMIN_TOKEN_TTL_SECONDS, STAY_TOKEN_TTL_SECONDS } from '#shared/limits.js';
import type { Role, StayRole } from '#shared/roles.js';

export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_AUDIENCE = 'portail-photos-api';

/** What sign-out needs to revoke a token: its id, and its expiry in epoch seconds. */
export interface TokenIdentity {
  readonly tokenId: string;
  readonly expiresAt: number;
}

export type Principal = TokenIdentity &
  (
    | { readonly role: StayRole; readonly stageId: string; readonly tokenVersion: number }
    | { readonly role: 'admin'; readonly username: string; readonly tokenVersion: number }
  );

export interface TokenService {
  issueStayToken(role: StayRole, stayId: string, tokenVersion: number): Promise<string>;
  /** `tokenVersion`: the account's; an account never reset is at version 1. */
  issueAdminToken(username: string, tokenVersion?: number): Promise<string>;
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
      .setJti(randomUUID())
      .sign(key);
  };

  return {
    issueStayToken(role, stayId, tokenVersion) {
      return sign({ role, stageId: stayId, tv: tokenVersion }, `${role}:${stayId}`, STAY_TOKEN_TTL_SECONDS);
    },
    issueAdminToken(username, tokenVersion = 1) {
      return sign({ role: 'admin', tv: tokenVersion }, `admin:${username}`, ADMIN_TOKEN_TTL_SECONDS);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [TOKEN_ALGORITHM],
          issuer,
          audience: TOKEN_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        });
        const role = payload.role;
        if (!isRole(role) || typeof payload.tv !== 'number') return undefined;
        if (!payload.jti || payload.exp === undefined) return undefined;
        const identity = { tokenId: payload.jti, expiresAt: payload.exp, tokenVersion: payload.tv };
        if (role === 'admin') {
          const username = payload.sub?.startsWith('admin:') ? payload.sub.slice('admin:'.length) : '';
          return username ? { ...identity, role, username } : undefined;
        }
        if (typeof payload.stageId !== 'string') return undefined;
        return { ...identity, role, stageId: payload.stageId };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
};
