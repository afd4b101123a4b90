/**
 * Stay passwords: 8 characters from the browser's CSPRNG, drawn by the rules the
 * server enforces (shared/stay-passwords.ts).
 */
import { PASSWORD_LENGTH } from '#shared/limits';
import { generateStayPassword } from '#shared/stay-passwords';

export const generatePassword = (length: number = PASSWORD_LENGTH, random = crypto): string =>
  generateStayPassword((size) => {
    // Rejection sampling: only bytes below the largest multiple of the size, so no bias.
    const limit = 256 - (256 % size);
    for (;;) {
      const [byte = 256] = random.getRandomValues(new Uint8Array(1));
      if (byte < limit) return byte % size;
    }
  }, length);
