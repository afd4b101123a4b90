import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH } from '#shared/limits.js';
import { generatePassword, hashPassword, sharedSecretMatches, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('generates 8-character passwords of letters, digits and symbols, all different', () => {
    // Act
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    // Assess
    for (const password of passwords) expect(password).toHaveLength(PASSWORD_LENGTH);
    expect(new Set(passwords).size).toBe(200);
    expect(passwords.join('')).toMatch(/[A-Z]/);
    expect(passwords.join('')).toMatch(/[0-9]/);
    expect(passwords.join('')).toMatch(/[!@#$%&*?]/);
  });

  it('compares stay passwords exactly', () => {
    expect(sharedSecretMatches('Soleil#24', 'Soleil#24')).toBe(true);
    expect(sharedSecretMatches('soleil#24', 'Soleil#24')).toBe(false);
    expect(sharedSecretMatches('Soleil#2', 'Soleil#24')).toBe(false);
  });

  it('hashes administrator passwords with scrypt and verifies them', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });
});
