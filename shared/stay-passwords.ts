/**
 * The rules of a stay's two passwords, shared by the API (stay forms, CSV import), the password
 * generators of the server and of the browser, and the back-office form. A family password must not
 * open the director area, so the two must differ; both must be long and varied enough to resist
 * guessing within the sign-in limits.
 */
import { PASSWORD_LENGTH } from './limits.js';
import { messages } from './messages.js';

export const STAY_PASSWORD_MAX_LENGTH = 100;

/** Kinds of characters; a password mixes at least MIN_PASSWORD_KINDS of them. */
const KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u] as const;
export const MIN_PASSWORD_KINDS = 3;

/**
 * What generated passwords are drawn from: letters, digits and some symbols (look-alikes O/0, l/1
 * left out, since families type them from a mail).
 */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%&*?';

/** Spreadsheets read a cell starting with one of these as a formula: no generated password does. */
const FORMULA_STARTS = ['=', '+', '-', '@'];

/** The French reason a stay password is refused, or undefined when it is acceptable. */
export const stayPasswordProblem = (password: string): string | undefined => {
  if ([...password].length < PASSWORD_LENGTH) return messages.passwords.tooShort;
  if (KINDS.filter((kind) => kind.test(password)).length < MIN_PASSWORD_KINDS)
    return messages.passwords.tooSimple;
  return undefined;
};

/** Same password for both roles? Case is ignored: a near-identical pair is one typo apart. */
export const samePasswords = (family: string, director: string): boolean =>
  family.normalize('NFC').toLowerCase() === director.normalize('NFC').toLowerCase();

/**
 * A password of `length` characters drawn with `randomIndex` (a uniform CSPRNG draw below its
 * argument), drawn again until it passes the rules and does not start like a formula.
 */
export const generateStayPassword = (
  randomIndex: (size: number) => number,
  length: number = PASSWORD_LENGTH,
): string => {
  for (;;) {
    const password = Array.from({ length }, () =>
      PASSWORD_ALPHABET.charAt(randomIndex(PASSWORD_ALPHABET.length)),
    ).join('');
    if (!FORMULA_STARTS.includes(password.charAt(0)) && !stayPasswordProblem(password)) return password;
  }
};
