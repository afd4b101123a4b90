/** Claims of create requests in memory: first claim wins, a done claim keeps its answer. */
import type { Claim, CreateRequests, StoredAnswer } from '../../functions/adapters/stores/create-requests.js';

export interface InMemoryCreateRequests extends CreateRequests {
  readonly claims: Map<string, { state: 'in-flight' } | { state: 'done'; answer: StoredAnswer }>;
}

export const inMemoryCreateRequests = (): InMemoryCreateRequests => {
  const claims: InMemoryCreateRequests['claims'] = new Map();
  return {
    claims,
    async claim(key): Promise<Claim> {
      const found = claims.get(key);
      if (!found) {
        claims.set(key, { state: 'in-flight' });
        return { kind: 'first' };
      }
      return found.state === 'done' ? { kind: 'done', answer: found.answer } : { kind: 'in-flight' };
    },
    async complete(key, answer) {
      claims.set(key, { state: 'done', answer });
    },
    async release(key) {
      claims.delete(key);
    },
  };
};
