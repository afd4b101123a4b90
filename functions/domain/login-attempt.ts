/**
 * A sign-in budget as stored: the failures counted in the window that opened at `window_start`
 * (epoch seconds). One record per bucket: a stay or account from one caller, or from everywhere.
 */
import * as z from 'zod';

export const loginAttemptRecordSchema = z.object({
  key: z.string(),
  failures: z.number().int().nonnegative(),
  /** A caller's bucket only: its failures plus the checks in progress, each holding a place. */
  used: z.number().int().nonnegative().optional(),
  window_start: z.number(),
  /** Epoch seconds at which the emulated or real TTL removes the record. */
  expires_at: z.number().optional(),
});

export type LoginAttemptRecord = z.infer<typeof loginAttemptRecordSchema>;
