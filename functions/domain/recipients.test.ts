import { describe, expect, it } from 'vitest';
import { uniqueAddresses } from './recipients.js';

describe('uniqueAddresses', () => {
  it('keeps each address once, whatever its case, as first written and trimmed', () => {
    // Act
    const unique = uniqueAddresses([' Lea@Famille.test', 'lea@famille.test ', 'sami@famille.test']);
    // Assess
    expect(unique).toEqual(['Lea@Famille.test', 'sami@famille.test']);
  });
});
