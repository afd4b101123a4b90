/**
 * The call recorder against the emulator: a read of a missing key is recorded as such, because
 * real S3 answers it with 404 only to a caller that may list the bucket; the permission proof
 * needs to know which calls relied on that answer.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_LOG_DIR_ENV, type RecordedCall, recordCallsOf } from '#functions/adapters/call-recorder.js';
import { createTestStack, REGION, type TestStack } from '../helpers/test-stack.js';

describe('the call recorder', () => {
  let stack: TestStack;
  let dir = '';
  let s3: S3Client;
  beforeAll(async () => {
    stack = await createTestStack();
    dir = await mkdtemp(path.join(tmpdir(), 'call-log-'));
    s3 = recordCallsOf(
      new S3Client({ region: REGION, endpoint: stack.endpoint, forcePathStyle: true, maxAttempts: 1 }),
      'archive',
      { [stack.names.buckets.media]: 'bucket:media' },
      { [CALL_LOG_DIR_ENV]: dir },
    );
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const recorded = async (): Promise<RecordedCall[]> =>
    (await Promise.all((await readdir(dir)).map((name) => readFile(path.join(dir, name), 'utf8'))))
      .flatMap((text) => text.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as RecordedCall);

  const nameOf = (error: unknown): string => (error instanceof Error ? error.name : String(error));

  it('marks the reads of a missing key, and only those', async () => {
    // Prepare
    const Bucket = stack.names.buckets.media;
    await s3.send(new PutObjectCommand({ Bucket, Key: 'archives/s1/present.json', Body: '{}' }));
    // Act
    await s3.send(new GetObjectCommand({ Bucket, Key: 'archives/s1/present.json' }));
    const get = await s3.send(new GetObjectCommand({ Bucket, Key: 'archives/s1/absent.json' })).catch(nameOf);
    const head = await s3
      .send(new HeadObjectCommand({ Bucket, Key: 'archives/s1/absent.zip' }))
      .catch(nameOf);
    // Assess
    expect([get, head]).toEqual(['NoSuchKey', 'NotFound']);
    const missing = (await recorded())
      .filter((call) => call.outcome === 'missing')
      .map((call) => [call.command, call.input.Bucket, call.input.Key]);
    expect(missing.sort()).toEqual([
      ['GetObjectCommand', 'bucket:media', 'archives/s1/absent.json'],
      ['HeadObjectCommand', 'bucket:media', 'archives/s1/absent.zip'],
    ]);
  });
});
