/**
 * Messages that nobody can read, in every dead-letter queue. The archive worker reads its dead-letter
 * queue (to mark a part failed when its Lambda died first): an unreadable letter there must be
 * handled once and removed, not failed and read again for ever, which on AWS is a paid loop. The
 * other dead-letter queues are read by no worker: their letters stay for an operator, who is alerted
 * by their alarm.
 */
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeArchiveWorker } from '#functions/composition/archive-worker.js';
import { type RunningPoller, startQueuePoller } from '#scripts/local/queue-poller.js';
import { deadLettersReadByWorker, type QueueName, queues } from '#shared/resources.js';
import { createTestStack, REGION, type TestStack } from '../helpers/test-stack.js';

const UNREADABLE = ['{"archiveId": ', '{"archiveId":"../../etc","part":-1}', 'null'];

describe('unreadable dead letters', () => {
  let stack: TestStack;
  const pollers: RunningPoller[] = [];
  beforeAll(async () => {
    stack = await createTestStack();
  });
  afterAll(async () => {
    await Promise.all(pollers.map((poller) => poller.stop()));
  });

  const waiting = async (url: string): Promise<number> => {
    const { Attributes } = await stack.deps.clients.sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: url,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return (
      Number(Attributes?.ApproximateNumberOfMessages) +
      Number(Attributes?.ApproximateNumberOfMessagesNotVisible)
    );
  };

  it('are handled once and removed where a worker reads them, and kept where none does', async () => {
    // Prepare: the archive worker on its dead-letter queue, counting each delivery it is given
    const deliveries = new Map<string, number>();
    const archiveWorker = composeArchiveWorker(stack.coreOf('archive'));
    const deadLetters = stack.deadLetterUrls;
    expect(deadLettersReadByWorker).toEqual(['archive']);
    pollers.push(
      startQueuePoller({
        sqs: stack.deps.clients.sqs,
        queueUrl: deadLetters.archive,
        queueArn: stack.deadLetterArns.archive,
        region: REGION,
        batchSize: 1,
        functionName: 'archive-worker-test',
        retryDelaySeconds: 1,
        worker: (event: SQSEvent, context) => {
          for (const { body } of event.Records) deliveries.set(body, (deliveries.get(body) ?? 0) + 1);
          return archiveWorker(event, context);
        },
      }),
    );
    // Act: the same unreadable letters in every dead-letter queue
    for (const queue of Object.keys(queues) as QueueName[]) {
      for (const body of UNREADABLE) {
        await stack.deps.clients.sqs.send(
          new SendMessageCommand({ QueueUrl: deadLetters[queue], MessageBody: body }),
        );
      }
    }
    // Assess: the archive letters are gone, each after one delivery; the others wait for an operator
    await expect.poll(() => waiting(deadLetters.archive)).toBe(0);
    expect(Object.fromEntries(deliveries)).toEqual(Object.fromEntries(UNREADABLE.map((body) => [body, 1])));
    for (const queue of Object.keys(queues) as QueueName[]) {
      if (queue !== 'archive') expect(await waiting(deadLetters[queue])).toBe(UNREADABLE.length);
    }
  });
});
