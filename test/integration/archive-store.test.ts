/**
 * The archives store against the emulator: it adds the record's TTL, refuses progress on an archive
 * that is not recorded (rather than writing a partial item), and an item that no longer matches the
 * record's schema fails as the portal's fault: the API answers 500, never 400 with the item's fields.
 */

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';

import { ARCHIVE_RETENTION_DAYS } from '#shared/limits.js';
import { twoPartArchive } from '../contracts/archives.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

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

  it('records an archive that goes with its zip, the progress of its parts, and the archive ready with the last part once', async () => {
    // Prepare
    const archiveId = '1'.repeat(32);
    const { store } = stack.deps.archives;
    const at = '2026-08-07T08:01:00.000Z';
    // Act
    await store.start(twoPartArchive(archiveId, 's1'));
    await store.progress(archiveId, 1, { done: 1, written: 60, at });
    const first = await store.partReady(archiveId, 1, at);
    const twice = await store.partReady(archiveId, 1, at);
    const last = await store.partReady(archiveId, 0, at);
    // Assess
    expect([first, twice, last]).toEqual(['part-ready', 'already', 'archive-ready']);
    expect(await store.get(archiveId)).toEqual({
      ...twoPartArchive(archiveId, 's1'),
      status: 'prete',
      done: 2,
      ready: 2,
      updated_at: at,
      parts: [
        { first: 0, count: 1, bytes: 100, status: 'prete', done: 1, written: 0 },
        { first: 1, count: 1, bytes: 100, status: 'prete', done: 1, written: 60 },
      ],
      expires_at: Date.parse('2026-08-07T08:00:00.000Z') / 1000 + ARCHIVE_RETENTION_DAYS * 86_400,
    });
  });

  it('marks a part and its archive failed with the reason, but never a part already built', async () => {
    // Prepare
    const archiveId = '4'.repeat(32);
    const { store } = stack.deps.archives;
    const at = '2026-08-07T08:01:00.000Z';
    await store.start(twoPartArchive(archiveId, 's1'));
    await store.partReady(archiveId, 0, at);
    // Act
    await store.partFailed(archiveId, 0, 'late copy', at);
    await store.partFailed(archiveId, 1, 'La partie 2 sur 2 a échoué.', at);
    // Assess
    expect(await store.get(archiveId)).toMatchObject({
      status: 'echec',
      failure: 'La partie 2 sur 2 a échoué.',
      parts: [{ status: 'prete' }, { status: 'echec' }],
    });
  });

  it('refuses the progress of an archive not recorded, and writes nothing', async () => {
    // Prepare
    const archiveId = '2'.repeat(32);
    // Act
    const progress = stack.deps.archives.store.progress(archiveId, 0, {
      done: 1,
      written: 1,
      at: '2026-08-07T08:01:00.000Z',
    });
    // Assess
    await expect(progress).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    expect(await rawItem(archiveId)).toBeUndefined();
  });

  it('answers 500, not 400, for an archive whose item no longer matches its schema', async () => {
    // Prepare: an item written by an older version, without its progress
    const stay = await stack.createStay();
    const family = await stack.deps.tokens.issueStayToken('stagiaire', stay.id, stay.token_version);
    const archiveId = '3'.repeat(32);
    const { done: _done, ...broken } = twoPartArchive(archiveId, stay.id);
    await stack.deps.clients.dynamo.send(
      new PutCommand({
        TableName: stack.names.tables.archives,
        Item: { ...broken, expires_at: Math.floor(Date.now() / 1000) + 86_400 },
      }),
    );
    // Act
    const answer = await call(stack.app, 'GET', `/api/archives/${stay.id}/${archiveId}`, { token: family });
    // Assess
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: expect.any(String) });
  });
});
