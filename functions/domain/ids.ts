/**
 * Server-chosen ids: a millisecond timestamp in base 36 (so ids sort by creation time) followed by
 * random characters. Safe in S3 keys and URLs.
 */
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

const shaped = (at: Date, bytes: Uint8Array): string => {
  const time = at.getTime().toString(36).padStart(9, '0');
  return `${time}${Array.from(bytes.subarray(0, 12), (byte) => ALPHABET[byte % 36]).join('')}`;
};

export const newId = (now: Date = new Date()): string => shaped(now, randomBytes(12));

/**
 * An id of the same shape drawn from `seed` instead of chance: whoever derives it again from the
 * same time and seed names the same thing (a job run twice queues the same mail, not a second one).
 */
export const idFrom = (at: Date, seed: string): string =>
  shaped(at, createHash('sha256').update(seed).digest());
