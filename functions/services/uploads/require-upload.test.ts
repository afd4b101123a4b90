import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { requireUpload } from './require-upload.js';

describe('requireUpload', () => {
  it('accepts a file that is in storage within the limit', async () => {
    // Prepare
    const media = inMemoryObjectStorage();
    await media.put('imports/sejours/a.csv', new Uint8Array(10), 'text/csv');
    // Act / Assess
    await expect(requireUpload({ media }, 'imports/sejours/a.csv')).resolves.toBeUndefined();
  });

  it('refuses a file that never reached storage', async () => {
    // Act
    const refusal = requireUpload({ media: inMemoryObjectStorage() }, 'imports/sejours/absent.csv');
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'invalid',
      message: messages.backOffice.fileMissing,
    });
  });

  it('refuses and deletes a file over the limit', async () => {
    // Prepare
    const media = inMemoryObjectStorage();
    await media.put('stages/files/big.jpg', new Uint8Array(MAX_UPLOAD_BYTES + 1), 'image/jpeg');
    // Act
    const refusal = requireUpload({ media }, 'stages/files/big.jpg');
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'too-large', message: messages.admin.filesTooLarge });
    expect(media.objects.has('stages/files/big.jpg')).toBe(false);
  });
});
