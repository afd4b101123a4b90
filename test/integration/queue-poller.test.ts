import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPoller, startQueuePoller } from '#scripts/local/queue-poller.js';
import { queues } from '#shared/resources.js';
import { createTestStack, eventually, REGION, type TestStack } from '../helpers/test-stack.js';

describe('local queue poller (the Lambda event source mapping, locally)', () => {
  let stack: TestStack;
  let poller: RunningPoller | undefined;

  beforeAll(async () => {
    stack = await createTestStack();
  });

  afterEach(async () => {
    await poller?.stop();
  });

  const depth = async (queueUrl: string): Promise<number> => {
    const answer = await stack.deps.clients.sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return (
      Number(answer.Attributes?.ApproximateNumberOfMessages ?? 0) +
      Number(answer.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0)
    );
  };

  it('deletes the messages that succeed and sends a message that always fails to the dead-letter queue', async () => {
    // Prepare
    const seen: Record<string, number> = {};
    const events: SQSEvent[] = [];
    for (const body of ['ok-1', 'poison', 'ok-2']) {
      await stack.deps.clients.sqs.send(
        new SendMessageCommand({ QueueUrl: stack.queueUrls.media, MessageBody: body }),
      );
    }
    const dlqUrl = stack.queueUrls.media.replace(
      stack.names.queues.media,
      stack.names.deadLetterQueues.media,
    );
    // Act
    poller = startQueuePoller({
      sqs: stack.deps.clients.sqs,
      queueUrl: stack.queueUrls.media,
      queueArn: stack.queueArns.media,
      region: REGION,
      batchSize: 10,
      retryDelaySeconds: 0,
      functionName: 'test',
      worker: async (event) => {
        events.push(event);
        for (const record of event.Records) seen[record.body] = (seen[record.body] ?? 0) + 1;
        return {
          batchItemFailures: event.Records.filter((r) => r.body === 'poison').map((r) => ({
            itemIdentifier: r.messageId,
          })),
        };
      },
    });
    // Assess
    await eventually(
      () => depth(dlqUrl),
      (n) => n === 1,
      30_000,
    );
    expect(await depth(stack.queueUrls.media)).toBe(0);
    expect(seen['ok-1']).toBe(1);
    expect(seen['ok-2']).toBe(1);
    expect(seen.poison).toBe(queues.media.maxReceiveCount);
    expect(events[0]?.Records[0]).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: stack.queueArns.media,
    });
  });

  it('loses no message sent while it stops, so a poller started again handles it at once', async () => {
    // Prepare: a poller on a queue whose visibility timeout (minutes) would hide a lost message
    const seen: string[] = [];
    const start = () =>
      startQueuePoller({
        sqs: stack.deps.clients.sqs,
        queueUrl: stack.queueUrls.rotate,
        queueArn: stack.queueArns.rotate,
        region: REGION,
        batchSize: 10,
        functionName: 'test',
        worker: async (event) => {
          for (const record of event.Records) seen.push(record.body);
          return { batchItemFailures: [] };
        },
      });
    const first = start();
    await new Promise((resolve) => setTimeout(resolve, 300)); // a long poll is in flight
    // Act: the message arrives while the poller stops (paused workers), then polling starts again
    const stopped = first.stop();
    await stack.deps.clients.sqs.send(
      new SendMessageCommand({ QueueUrl: stack.queueUrls.rotate, MessageBody: 'sent-while-stopping' }),
    );
    await stopped;
    poller = start();
    // Assess
    await eventually(
      async () => seen,
      (bodies) => bodies.length > 0,
    );
    expect(seen).toEqual(['sent-while-stopping']);
    await eventually(
      () => depth(stack.queueUrls.rotate),
      (n) => n === 0,
    );
  });
});
