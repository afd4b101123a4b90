import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH } from './limits.js';
import { messages } from './messages.js';
import {
  generateStayPassword,
  PASSWORD_ALPHABET,
  samePasswords,
  stayPasswordProblem,
} from './stay-passwords.js';

describe('stay password rules', () => {
  it.each([
    ['ab', messages.passwords.tooShort],
    ['Ab1-xyz', messages.passwords.tooShort],
    ['motdepasse', messages.passwords.tooSimple],
    ['12345678', messages.passwords.tooSimple],
    ['MOTDEPASSE2026', messages.passwords.tooSimple],
  ])('refuses %s', (password, reason) => {
    expect(stayPasswordProblem(password)).toBe(reason);
  });

  it.each(['Soleil#24', 'hT4$kd8P', 'motdepasse2026!', 'Été-2027-ok'])('accepts %s', (password) => {
    expect(stayPasswordProblem(password)).toBeUndefined();
  });

  it('treats passwords differing only by case or Unicode form as the same', () => {
    expect(samePasswords('Meme-Mot-2', 'meme-mot-2')).toBe(true);
    expect(samePasswords('Été-2027-ok', 'E\u0301té-2027-ok')).toBe(true);
    expect(samePasswords('Fam-Neige-1', 'Dir-Neige-1')).toBe(false);
  });
});

describe('generateStayPassword', () => {
  it('never starts a password with = + - or @, drawing again instead', () => {
    // Prepare: a draw whose first password starts with "@", then an ordinary sequence.
    const at = PASSWORD_ALPHABET.indexOf('@');
    const draws = [at, 0, 30, 50, 60, 1, 31, 51, 0, 30, 50, 60, 1, 31, 51, 2];
    let next = 0;
    // Act
    const password = generateStayPassword(() => draws[next++ % draws.length] ?? 0);
    // Assess
    expect(password.charAt(0)).not.toBe('@');
    expect(next).toBe(2 * PASSWORD_LENGTH);
  });

  it('gives passwords that pass the rules', () => {
    for (let i = 0; i < 2000; i += 1) {
      const password = generateStayPassword((size) => Math.floor(Math.random() * size));
      expect(password).toHaveLength(PASSWORD_LENGTH);
      expect(password).not.toMatch(/^[=+\-@]/);
      expect(stayPasswordProblem(password)).toBeUndefined();
    }
  });
});
