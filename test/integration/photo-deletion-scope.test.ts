/**
 * Deleting photos through one's own stay acts on that stay only, and the answer counts what was
 * really deleted: another stay's photo id is neither deleted nor reported as deleted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import type { DeletePhotosResponse } from '#shared/director-schemas.js';
import { messages } from '#shared/messages.js';
import { readyPhotoRecord } from '../helpers/photo-fixtures.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('photo deletion scope', () => {
  let stack: TestStack;
  let own: StayRecord;
  let other: StayRecord;
  let othersPhoto: PhotoRecord;
  let ownPhoto: PhotoRecord;
  let director: string;

  beforeAll(async () => {
    stack = await createTestStack();
    own = await stack.createStay({ nom_stage: 'Séjour du formateur' });
    other = await stack.createStay({ nom_stage: 'Séjour voisin' });
    const facts = { width: 64, height: 48, bytes: 1000 };
    othersPhoto = await readyPhotoRecord(stack, other.id, facts);
    ownPhoto = await readyPhotoRecord(stack, own.id, facts);
    director = await stack.deps.tokens.issueStayToken('formateur', own.id, own.token_version);
  });

  const remove = (ids: readonly string[]) =>
    call(stack.app, 'POST', `/api/delete_images/${own.id}`, { token: director, body: { ids } });

  it("answers no deletion for another stay's photo id, and leaves that photo alone", async () => {
    // Act
    const answer = await remove([othersPhoto.photoId]);
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: messages.trainer.deleted(0), deleted: [], failed: [] });
    const stillThere = (await stack.deps.photos.listByStay(other.id)).map((photo) => photo.photoId);
    expect(stillThere).toContain(othersPhoto.photoId);
  });

  it('counts only the own photo in a mixed request, and nothing when the request is repeated', async () => {
    // Act
    const first = await remove([ownPhoto.photoId, othersPhoto.photoId]);
    const again = await remove([ownPhoto.photoId]);
    // Assess
    expect((first.body as DeletePhotosResponse).deleted).toEqual([ownPhoto.photoId]);
    expect((first.body as DeletePhotosResponse).message).toBe(messages.trainer.deleted(1));
    expect((again.body as DeletePhotosResponse).deleted).toEqual([]);
    expect(messages.trainer.deleted(0)).toBe('Aucune photo supprimée.');
  });
});
