/**
 * Stay passwords (spec 001 §2.2): 8 characters from the browser's CSPRNG, letters, digits and some
 * symbols; the alphabet leaves out look-alikes (O/0, l/1) since families type them from a mail.
 */
import { PASSWORD_LENGTH } from '../../../../../shared/limits';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%&*?';

export const generatePassword = (length: number = PASSWORD_LENGTH, random = crypto): string => {
  // Rejection sampling: only bytes below the largest multiple of the alphabet size, so no bias.
  const limit = 256 - (256 % ALPHABET.length);
  let password = '';
  while (password.length < length) {
    for (const byte of random.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && password.length < length) password += ALPHABET[byte % ALPHABET.length];
    }
  }
  return password;
};
