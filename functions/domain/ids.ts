/**
 * Server-chosen ids: a millisecond timestamp in base 36 (so ids sort by creation time) followed by
 * random characters. Safe in S3 keys and URLs.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export const newId = (now: Date = new Date()): string => {
  const time = now.getTime().toString(36).padStart(9, '0');
  const random = Array.from(randomBytes(12), (byte) => ALPHABET[byte % 36]).join('');
  return `${time}${random}`;
};
