/**
 * SQS receives in the emulator: a receive checks the retention period without counting the whole
 * queue for each message it hands out (serve.py; with 1,000 jobs waiting, moto alone took 0.76 s per
 * receive of ten, 1.7 s with 2,000), so a long queue costs about what a short one does.
 */
import {
  CreateQueueCommand,
  DeleteQueueCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import { REGION } from '../helpers/test-stack.js';

const settings = {
  region: REGION,
  endpoint: inject('emulatorEndpoint'),
  maxAttempts: 1,
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
};
const ROUNDS = 5;

const medianMs = async (run: () => Promise<unknown>): Promise<number> => {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? Number.NaN;
};

describe('receives from a long queue in the emulator', () => {
  const sqs = new SQSClient(settings);
  const queued: string[] = [];
  /** Jobs waiting: a season's photos given to the faces worker at once. */
  const LONG = 1000;

  const queueOf = async (name: string, messages: number): Promise<string> => {
    const { QueueUrl = '' } = await sqs.send(new CreateQueueCommand({ QueueName: name }));
    queued.push(QueueUrl);
    for (let at = 0; at < messages; at += 10) {
      await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl,
          Entries: [...Array(Math.min(10, messages - at)).keys()].map((index) => ({
            Id: String(index),
            MessageBody: `job ${at + index}`,
          })),
        }),
      );
    }
    return QueueUrl;
  };
  let long = '';
  let short = '';

  beforeAll(async () => {
    long = await queueOf(`reads-long-${newId()}`, LONG);
    short = await queueOf(`reads-short-${newId()}`, 10 * ROUNDS);
  }, 180_000);

  afterAll(async () => {
    for (const QueueUrl of queued)
      await sqs.send(new DeleteQueueCommand({ QueueUrl })).catch(() => undefined);
  });

  const receive = async (QueueUrl: string) => {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, VisibilityTimeout: 600 }),
    );
    expect(Messages).toHaveLength(10);
  };

  it('hands out ten jobs of a long queue about as fast as of a short one', async () => {
    const longMs = await medianMs(() => receive(long));
    const shortMs = await medianMs(() => receive(short));
    expect(longMs).toBeLessThan(shortMs * 3 + 50);
  });
});
