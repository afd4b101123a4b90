/** A token ended by sign-out before its expiry, kept until that expiry (epoch seconds). */
import * as z from 'zod';

export const revokedTokenRecordSchema = z.object({
  tokenId: z.string().min(1),
  expires_at: z.number(),
});

export type RevokedTokenRecord = z.infer<typeof revokedTokenRecordSchema>;
