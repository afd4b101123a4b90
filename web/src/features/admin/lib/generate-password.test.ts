import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('gives 8 characters of letters, digits and symbols, different each time', () => {
    // Act
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    // Assess
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z2-9!@#$%&*?]{8}$/);
    expect(new Set(passwords).size).toBe(200);
    expect(passwords.join('')).toMatch(/[!@#$%&*?]/);
  });
});
