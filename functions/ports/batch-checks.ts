/**
 * The batch-checks port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/batch-checks.ts; functions/composition hands the implementation to those who take it.
 */
import type { BatchCheck } from '#functions/domain/upload-batch.js';

export interface BatchChecks {
  /** Puts the check on the queue, to be delivered in `delaySeconds` (at most 900). */
  schedule(check: BatchCheck, delaySeconds: number): Promise<void>;
}
