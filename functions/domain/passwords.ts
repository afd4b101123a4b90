/**
 * Password checks. Stay passwords are shared secrets that administrators must be able to read back
 * and mail, so they are stored as given and compared in constant time.
 * Administrator passwords are personal: only a slow scrypt hash is stored.
 */
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_LENGTH } from '#shared/limits.js';
import { generateStayPassword } from '#shared/stay-passwords.js';

const digest = (value: string): Buffer =>
  createHash('sha256').update(value.normalize('NFC'), 'utf8').digest();

/** Constant-time comparison; hashing first gives equal lengths and leaks no length either. */
export const sharedSecretMatches = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected));

const SCRYPT_KEY_LENGTH = 64;
const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const scryptAsync = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, SCRYPT_KEY_LENGTH, SCRYPT_COST, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** `scrypt$N$r$p$salt$hash`, all base64url. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  const { N, r, p } = SCRYPT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, , , , salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A dummy hash to spend the same time when the account does not exist. */
export const DUMMY_HASH = `scrypt$32768$8$1$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(64).toString('base64url')}`;

/**
 * 8 characters from a CSPRNG: letters, digits and some symbols, mixed enough to pass
 * the stay password rules, never starting like a spreadsheet formula.
 */
export const generatePassword = (length: number = PASSWORD_LENGTH): string =>
  generateStayPassword((size) => randomInt(size), length);
