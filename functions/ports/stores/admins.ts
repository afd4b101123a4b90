/**
 * The admins port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/admins.ts; functions/composition hands the implementation to those who take it.
 */
import type { AdminRecord } from '#functions/domain/people.js';

export interface AdminStore {
  get(username: string): Promise<AdminRecord | undefined>;
  /** Creates or replaces the account. */
  put(admin: AdminRecord): Promise<void>;
}
