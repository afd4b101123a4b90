/**
 * The archives store against the emulator: it adds the record's TTL, refuses progress on an archive
 * that is not recorded (rather than writing a partial item), and an item that no longer matches the
 * record's schema fails as the portal's fault: the API answers 500, never 400 with the item's fields.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewArchive } from '../../functions/adapters/stores/archives.js';
import { ARCHIVE_RETENTION_DAYS } from '../../shared/limits.js';
import { archiveKey } from '../../shared/media-keys.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

const archive = (archiveId: string, stageId: string): NewArchive => ({
  archiveId,
  stageId,
  items: [{ photoId: 'p1', version: 1 }],
  fileName: 'photos.zip',
  key: archiveKey(stageId, archiveId),
  status: 'en_cours',
  done: 0,
  total: 1,
  requested_at: '2026-08-07T08:00:00.000Z',
});

describe('archives store', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await createTestStack();
  });

  const rawItem = async (archiveId: string) =>
    (
      await stack.deps.clients.dynamo.send(
        new GetCommand({ TableName: stack.names.tables.archives, Key: { archiveId } }),
      )
    ).Item;

  it('records an archive that goes with its zip, then its progress and its end', async () => {
    // Prepare
    const archiveId = '1'.repeat(32);
    const { store } = stack.deps.archives;
    // Act
    await store.start(archive(archiveId, 's1'));
    await store.progress(archiveId, 1);
    await store.finish(archiveId, 'prete');
    // Assess
    expect(await store.get(archiveId)).toEqual({
      ...archive(archiveId, 's1'),
      status: 'prete',
      done: 1,
      expires_at: Date.parse('2026-08-07T08:00:00.000Z') / 1000 + ARCHIVE_RETENTION_DAYS * 86_400,
    });
  });

  it('refuses the progress of an archive not recorded, and writes nothing', async () => {
    // Prepare
    const archiveId = '2'.repeat(32);
    // Act
    const progress = stack.deps.archives.store.progress(archiveId, 3);
    // Assess
    await expect(progress).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    expect(await rawItem(archiveId)).toBeUndefined();
  });

  it('answers 500, not 400, for an archive whose item no longer matches its schema', async () => {
    // Prepare: an item written by an older version, without its progress
    const stage = await stack.createStage();
    const family = await stack.deps.tokens.issueStayToken('stagiaire', stage.id, stage.token_version);
    const archiveId = '3'.repeat(32);
    const { done: _done, ...broken } = archive(archiveId, stage.id);
    await stack.deps.clients.dynamo.send(
      new PutCommand({
        TableName: stack.names.tables.archives,
        Item: { ...broken, expires_at: Math.floor(Date.now() / 1000) + 86_400 },
      }),
    );
    // Act
    const answer = await call(stack.app, 'GET', `/api/archives/${stage.id}/${archiveId}`, { token: family });
    // Assess
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: expect.any(String) });
  });
});
