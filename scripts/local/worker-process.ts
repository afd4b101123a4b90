/**
 * The queue workers of the local runtime, in a process of their own. In the cloud each worker is a
 * Lambda of its own: the API never waits for sharp or a zip, and a family's phone does not share a
 * processor with them. In one Node process the media worker's decoding and the archive worker's
 * streaming would hold the API's event loop while a family opens the gallery; in a thread, libvips
 * and the zip still took both cores from the API, the site server and the emulator. In a process of
 * their own they run at a lower priority (queue-workers.ts): they use what the machine leaves, as
 * they would elsewhere. Same handlers, same per-function clients (the call log is a file, shared by
 * both processes).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { createCoreDeps } from '#functions/composition/core.js';
import { loadConfig } from '#functions/config.js';
import { deadLettersReadByWorker, type QueueName, queues, workerTimeoutSeconds } from '#shared/resources.js';
import { type RunningPoller, startQueuePoller } from './queue-poller.js';
import type {
  WorkerProcessCommand,
  WorkerProcessData,
  WorkerProcessReply,
} from './worker-process-protocol.js';
import { localWorkers } from './workers.js';

const send = process.send?.bind(process);
if (!send) throw new Error('worker-process.ts runs as a child process with an IPC channel');
const reply = (message: WorkerProcessReply, then?: () => void): void => {
  send(message, undefined, undefined, then);
};

// A runtime that dies without stopping its workers (kill -9, a test runner torn down) closes the
// channel: the workers go with it rather than poll the queues of an emulator nobody watches.
process.on('disconnect', () => process.exit(0));

const startWorkers = (data: WorkerProcessData) => {
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

  return (): RunningPoller[] => [
    ...(Object.keys(workers) as QueueName[]).map((queue) =>
      pollerOf(queue, data.queueUrls[queue], data.queueArns[queue], queues[queue].batchSize),
    ),
    // Dead-letter queues read by their worker, as the second event source does in the cloud.
    ...deadLettersReadByWorker.map((queue) =>
      pollerOf(queue, data.deadLetterUrls[queue], data.deadLetterArns[queue], 1),
    ),
  ];
};

let startPollers: (() => RunningPoller[]) | undefined;
let pollers: RunningPoller[] = [];
const stopPollers = async (): Promise<void> => {
  const running = pollers;
  pollers = [];
  await Promise.all(running.map((poller) => poller.stop()));
};

process.on('message', (command: WorkerProcessCommand) => {
  if (command.kind === 'start') {
    startPollers = startWorkers(command.data);
    pollers = startPollers();
    reply({ kind: 'ready' });
    return;
  }
  const done = (then?: () => void): void => reply({ kind: 'done', id: command.id }, then);
  if (command.kind === 'resume') {
    if (pollers.length === 0 && startPollers) pollers = startPollers();
    done();
    return;
  }
  // Pausing and stopping both wait for the batches in hand: no message is left half handled.
  // The answer to a stop is sent before the channel closes: closing it drops what is still queued.
  void stopPollers().then(() => done(command.kind === 'stop' ? () => process.disconnect() : undefined));
});
