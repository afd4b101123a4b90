/**
 * The create-requests port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/create-requests.ts; functions/composition hands the implementation to those who take it.
 */
import type { StoredAnswer } from '#functions/domain/create-request.js';

export type Claim =
  | { readonly kind: 'first' }
  | { readonly kind: 'done'; readonly answer: StoredAnswer }
  | { readonly kind: 'in-flight' };

export interface CreateRequests {
  claim(key: string, now: Date): Promise<Claim>;
  complete(key: string, answer: StoredAnswer, now: Date): Promise<void>;
  release(key: string): Promise<void>;
}
