/**
 * Why the local runtime keeps no data across restarts: moto keeps everything in memory, and its only
 * way to carry state over, the request recorder, replays every recorded request into a fresh
 * emulator. This pins what a replay really gives with the pinned moto: stored data comes back, but so
 * does work already done, because a queue message that a worker received and deleted is sent again
 * while its deletion, made with the old emulator's receipt handle, is refused. Replayed into the
 * runtime, every photo would be processed again and every mail of the recording sent again.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  CreateQueueCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '#scripts/emulator/emulator.js';
import { freePort } from '../helpers/free-port.js';

const clients = (endpoint: string) => {
  const config = {
    endpoint,
    region: 'eu-west-3',
    maxAttempts: 1,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  };
  return { s3: new S3Client({ ...config, forcePathStyle: true }), sqs: new SQSClient(config) };
};

describe("moto's request recorder as a way to keep data across restarts", () => {
  const running: RunningEmulator[] = [];
  let dir = '';

  afterAll(async () => {
    for (const emulator of running) await emulator.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('brings stored objects back, and a queue message already handled with them', async () => {
    // Prepare: an emulator that records, where a photo is stored and its job received and deleted
    dir = await mkdtemp(path.join(tmpdir(), 'moto-recording-'));
    const recording = path.join(dir, 'recording.jsonl');
    const first = await startEmulator(await freePort(), {
      MOTO_ENABLE_RECORDING: 'true',
      MOTO_RECORDER_FILEPATH: recording,
    });
    running.push(first);
    const before = clients(first.endpoint);
    await before.s3.send(
      new CreateBucketCommand({
        Bucket: 'media',
        CreateBucketConfiguration: { LocationConstraint: 'eu-west-3' },
      }),
    );
    await before.s3.send(new PutObjectCommand({ Bucket: 'media', Key: 'photos/p1.jpg', Body: 'jpeg' }));
    const { QueueUrl } = await before.sqs.send(new CreateQueueCommand({ QueueName: 'media' }));
    await before.sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: 'photo p1 received' }));
    const { Messages } = await before.sqs.send(new ReceiveMessageCommand({ QueueUrl, WaitTimeSeconds: 1 }));
    await before.sqs.send(
      new DeleteMessageCommand({ QueueUrl, ReceiptHandle: Messages?.[0]?.ReceiptHandle }),
    );
    const saved = await (await fetch(`${first.endpoint}/moto-api/recorder/download-recording`)).text();

    // Act: a fresh emulator (a restart) replays the recording
    // Its recorder keeps the uploaded recording in a file too: in the temporary folder, not the repo.
    const second = await startEmulator(await freePort(), {
      MOTO_RECORDER_FILEPATH: path.join(dir, 'replayed.jsonl'),
    });
    running.push(second);
    await fetch(`${second.endpoint}/moto-api/recorder/upload-recording`, { method: 'POST', body: saved });
    const replay = await fetch(`${second.endpoint}/moto-api/recorder/replay-recording`, { method: 'POST' });

    // Assess
    expect(replay.status).toBe(200);
    const after = clients(second.endpoint);
    const queueUrl = QueueUrl?.replace(first.endpoint, second.endpoint);
    const attributes = await after.sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    const waiting =
      Number(attributes.Attributes?.ApproximateNumberOfMessages ?? 0) +
      Number(attributes.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
    expect(waiting).toBe(1);
    expect(Messages).toHaveLength(1);
    const photo = await after.s3.send(new GetObjectCommand({ Bucket: 'media', Key: 'photos/p1.jpg' }));
    expect(await photo.Body?.transformToString()).toBe('jpeg');
  });
});
