import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { createImportSender } from './import-once';

/** Steps that record what they were asked, and fail the import as told, once per entry. */
const steps = (failures: (Error | null)[] = []) => {
  const uploads: string[] = [];
  const imports: [key: string, idempotencyKey: string][] = [];
  return {
    uploads,
    imports,
    async upload(file: File) {
      uploads.push(file.name);
      return `imports/sejours/${uploads.length}.csv`;
    },
    async process(key: string, idempotencyKey: string) {
      imports.push([key, idempotencyKey]);
      const failure = failures.shift();
      if (failure) throw failure;
      return { count: 1 };
    },
  };
};
const csv = () => new File(['nom_stage;ville;date_debut;date_fin'], 'sejours.csv', { type: 'text/csv' });

describe('createImportSender', () => {
  it('uploads the file, then asks for the import with the action key', async () => {
    // Prepare
    const recorded = steps();
    const send = createImportSender(recorded);
    // Act
    const answer = await send(csv(), 'action-0001');
    // Assess
    expect(answer).toEqual({ count: 1 });
    expect(recorded.imports).toEqual([['imports/sejours/1.csv', 'action-0001']]);
  });

  it('sends the very same request again when no answer came back, without uploading again', async () => {
    // Prepare
    const recorded = steps([new ApiError('network', 0, null)]);
    const send = createImportSender(recorded);
    const file = csv();
    // Act
    await expect(send(file, 'action-0001')).rejects.toThrow();
    await send(file, 'action-0001');
    // Assess
    expect(recorded.uploads).toHaveLength(1);
    expect(recorded.imports).toEqual([
      ['imports/sejours/1.csv', 'action-0001'],
      ['imports/sejours/1.csv', 'action-0001'],
    ]);
  });

  it('sends the same request again while the first one is still running on the server', async () => {
    // Prepare
    const recorded = steps([new ApiError('http', 409, 'Cette demande est déjà en cours')]);
    const send = createImportSender(recorded);
    const file = csv();
    // Act
    await expect(send(file, 'action-0001')).rejects.toThrow();
    await send(file, 'action-0001');
    // Assess
    expect(recorded.uploads).toHaveLength(1);
  });

  it('uploads again after the server refused the file, which it deleted once read', async () => {
    // Prepare
    const recorded = steps([new ApiError('http', 400, 'Ligne 3 : date_fin invalide')]);
    const send = createImportSender(recorded);
    const file = csv();
    // Act
    await expect(send(file, 'action-0001')).rejects.toThrow();
    await send(file, 'action-0001');
    // Assess
    expect(recorded.uploads).toHaveLength(2);
    expect(recorded.imports.map(([key]) => key)).toEqual(['imports/sejours/1.csv', 'imports/sejours/2.csv']);
  });

  it('uploads another file, or the next action, afresh', async () => {
    // Prepare
    const recorded = steps([new ApiError('network', 0, null)]);
    const send = createImportSender(recorded);
    // Act
    await expect(send(csv(), 'action-0001')).rejects.toThrow();
    await send(csv(), 'action-0001');
    await send(csv(), 'action-0002');
    // Assess
    expect(recorded.uploads).toHaveLength(3);
  });
});
