import { describe, expect, it } from 'vitest';
import { fakeSigner } from '#test/memory/url-signer.js';
import { signStayFiles } from './sign-stay-files.js';

describe('signStayFiles', () => {
  const deps = {
    signer: fakeSigner(new Date('2027-07-01T08:00:00Z')),
    clock: () => new Date('2027-07-01T08:00:00Z'),
  };

  it('signs the picture and each attachment under a fresh key with the extension of its type', async () => {
    // Act
    const signed = await signStayFiles(deps, {
      photo: { name: 'plage.jpg', type: 'image/jpeg', size: 2000 },
      fichiers: [
        { name: 'Programme.pdf', type: 'application/pdf', size: 300 },
        {
          name: 'Trousseau.docx',
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          size: 400,
        },
      ],
    });
    // Assess
    expect(signed.photo?.key).toMatch(/^stages\/files\/[a-z0-9]{21}\.jpg$/);
    expect(signed.fichiers.map((file) => file.key)).toEqual([
      expect.stringMatching(/^stages\/files\/[a-z0-9]{21}\.pdf$/),
      expect.stringMatching(/^stages\/files\/[a-z0-9]{21}\.docx$/),
    ]);
    expect(new Set([signed.photo?.key, ...signed.fichiers.map((file) => file.key)]).size).toBe(3);
    expect(signed.fichiers[0]).toMatchObject({ name: 'Programme.pdf', method: 'PUT' });
  });

  it('signs no picture when none is sent', async () => {
    // Act
    const signed = await signStayFiles(deps, { fichiers: [] });
    // Assess
    expect(signed).toEqual({ photo: null, fichiers: [] });
  });
});
