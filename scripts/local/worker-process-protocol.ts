/** What the local runtime and its workers' process (worker-process.ts) say to each other. */
import type { QueueName } from '#shared/resources.js';

export interface WorkerProcessData {
  /** The functions' environment, as the template gives it: the process loads its config from it. */
  readonly env: Readonly<Record<string, string>>;
  readonly region: string;
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
  readonly queueUrls: Readonly<Record<QueueName, string>>;
  readonly queueArns: Readonly<Record<QueueName, string>>;
  readonly deadLetterUrls: Readonly<Record<QueueName, string>>;
  readonly deadLetterArns: Readonly<Record<QueueName, string>>;
}

export type WorkerProcessCommand =
  | { readonly kind: 'start'; readonly data: WorkerProcessData }
  | { readonly id: number; readonly kind: 'pause' | 'resume' | 'stop' };

export type WorkerProcessReply = { readonly kind: 'ready' } | { readonly kind: 'done'; readonly id: number };
