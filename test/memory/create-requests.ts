/**
 * Claims of create requests in memory, with the table's rules: first claim wins, a done claim keeps
 * its answer, and a claim past its time counts as absent (DynamoDB's TTL removes items late, so the
 * real store's condition looks at the time itself).
 */

import type { StoredAnswer } from '#functions/domain/create-request.js';
import type { Claim, CreateRequests } from '#functions/ports/stores/create-requests.js';

/** How long the real store keeps a claim in flight, and a done one's answer. */
const IN_FLIGHT_SECONDS = 120;
const DONE_SECONDS = 24 * 3600;

type ClaimState = { state: 'in-flight' } | { state: 'done'; answer: StoredAnswer };

export interface InMemoryCreateRequests extends CreateRequests {
  readonly claims: Map<string, ClaimState & { expiresAt: number }>;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const inMemoryCreateRequests = (): InMemoryCreateRequests => {
  const claims: InMemoryCreateRequests['claims'] = new Map();
  return {
    claims,
    async claim(key, now): Promise<Claim> {
      const found = claims.get(key);
      if (!found || found.expiresAt < seconds(now)) {
        claims.set(key, { state: 'in-flight', expiresAt: seconds(now) + IN_FLIGHT_SECONDS });
        return { kind: 'first' };
      }
      return found.state === 'done' ? { kind: 'done', answer: found.answer } : { kind: 'in-flight' };
    },
    async complete(key, answer, now) {
      claims.set(key, { state: 'done', answer, expiresAt: seconds(now) + DONE_SECONDS });
    },
    async release(key) {
      claims.delete(key);
    },
  };
};
