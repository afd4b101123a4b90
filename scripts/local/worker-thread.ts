/**
 * The queue workers of the local runtime, in a thread of their own. In the cloud each worker is a
 * Lambda of its own and the API never waits for sharp or a zip; in one Node process the media
 * worker's decoding and the archive worker's streaming would hold the API's event loop while a
 * family opens the gallery. Here the pollers and the handlers they feed run off that loop, with the
 * same handlers and the same per-function clients (the call log is a file, shared by both threads).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Logger } from '@aws-lambda-powertools/logger';
import { createCoreDeps } from '../../functions/composition/core.js';
import { loadConfig } from '../../functions/config.js';
import {
  deadLettersReadByWorker,
  type QueueName,
  queues,
  workerTimeoutSeconds,
} from '../../shared/resources.js';
import { type RunningPoller, startQueuePoller } from './queue-poller.js';
import type { WorkerThreadCommand, WorkerThreadData, WorkerThreadReply } from './worker-thread-protocol.js';
import { localWorkers } from './workers.js';

const data = workerData as WorkerThreadData;
const port = parentPort;
if (!port) throw new Error('worker-thread.ts runs as a worker thread');

const logger = new Logger({ serviceName: 'portail-photos', logLevel: data.logLevel });
const config = loadConfig(data.env);
const tooling = createCoreDeps(config, { fn: 'tooling', logger });
const workers = localWorkers((fn) => createCoreDeps(config, { fn, logger }));

const pollerOf = (queue: QueueName, url: string, arn: string, batchSize: number): RunningPoller =>
  startQueuePoller({
    sqs: tooling.clients.sqs,
    queueUrl: url,
    queueArn: arn,
    region: data.region,
    batchSize,
    worker: workers[queue],
    functionName: `${queue}-worker`,
    timeoutSeconds: workerTimeoutSeconds[queue],
    onError: (error) => logger.error('Queue poller error', { queue, error }),
  });

const startPollers = (): RunningPoller[] => [
  ...(Object.keys(workers) as QueueName[]).map((queue) =>
    pollerOf(queue, data.queueUrls[queue], data.queueArns[queue], queues[queue].batchSize),
  ),
  // Dead-letter queues read by their worker, as the second event source does in the cloud.
  ...deadLettersReadByWorker.map((queue) =>
    pollerOf(queue, data.deadLetterUrls[queue], data.deadLetterArns[queue], 1),
  ),
];

let pollers = startPollers();
const stopPollers = async (): Promise<void> => {
  const running = pollers;
  pollers = [];
  await Promise.all(running.map((poller) => poller.stop()));
};

const reply = (message: WorkerThreadReply): void => port.postMessage(message);

port.on('message', (command: WorkerThreadCommand) => {
  const done = (): void => reply({ kind: 'done', id: command.id });
  if (command.kind === 'resume') {
    if (pollers.length === 0) pollers = startPollers();
    done();
    return;
  }
  // Pausing and stopping both wait for the batches in hand: no message is left half handled.
  void stopPollers().then(() => {
    done();
    if (command.kind === 'stop') port.close();
  });
});

reply({ kind: 'ready' });
