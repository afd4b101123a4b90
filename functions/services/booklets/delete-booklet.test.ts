import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { deleteBooklet } from './delete-booklet.js';

describe('deleteBooklet', () => {
  it('deletes the booklet from storage', async () => {
    // Prepare
    const media = inMemoryObjectStorage();
    await media.put('livrets/Livret 1.pdf', new Uint8Array(1), 'application/pdf');
    // Act
    const answer = await deleteBooklet({ media }, 'Livret 1.pdf');
    // Assess
    expect(answer).toEqual({ message: messages.admin.fileDeleted });
    expect(media.objects.size).toBe(0);
  });

  it('refuses an unknown booklet', async () => {
    // Act
    const refusal = deleteBooklet({ media: inMemoryObjectStorage() }, 'Absent.pdf');
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'not-found',
      message: messages.backOffice.bookletNotFound,
    });
  });

  it('says so when storage refuses the deletion', async () => {
    // Prepare
    const media = inMemoryObjectStorage();
    await media.put('livrets/Livret 1.pdf', new Uint8Array(1), 'application/pdf');
    const refusing = { ...media, delete: async (keys: readonly string[]) => ({ failed: [...keys] }) };
    // Act
    const refusal = deleteBooklet({ media: refusing }, 'Livret 1.pdf');
    // Assess
    await expect(refusal).rejects.toMatchObject({
      kind: 'failed',
      message: messages.backOffice.fileDeleteFailed,
    });
  });
});
