import { describe, expect, it } from 'vitest';
import { fakeSigner } from '#test/memory/url-signer.js';
import { signUpload } from './sign-upload.js';

describe('signUpload', () => {
  it('signs a PUT pinned to the key, type and length, and names the file as the browser did', async () => {
    // Act
    const signed = await signUpload(
      { signer: fakeSigner(new Date('2027-07-01T08:00:00Z')) },
      'stages/files/abc.pdf',
      {
        name: 'Programme.pdf',
        type: 'application/pdf',
        size: 1200,
      },
    );
    // Assess
    expect(signed).toEqual({
      key: 'stages/files/abc.pdf',
      name: 'Programme.pdf',
      url: 'https://media.test/stages/files/abc.pdf?put',
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      expiresAt: '2027-07-01T08:15:00.000Z',
    });
  });
});
