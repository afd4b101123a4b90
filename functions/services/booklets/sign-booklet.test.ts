import { describe, expect, it } from 'vitest';
import { fakeSigner } from '#test/memory/url-signer.js';
import { signBooklet } from './sign-booklet.js';

describe('signBooklet', () => {
  it('signs the PDF under livrets/ with the name it was given, so sending it again replaces it', async () => {
    // Act
    const signed = await signBooklet(
      { signer: fakeSigner(new Date('2027-07-01T08:00:00Z')) },
      { name: 'Livret été.pdf', type: 'application/pdf', size: 5000 },
    );
    // Assess
    expect(signed).toMatchObject({ key: 'livrets/Livret été.pdf', name: 'Livret été.pdf', method: 'PUT' });
  });
});
