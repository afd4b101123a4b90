/**
 * A queue-fed worker that rewrites a photo's files: it reads and updates the photo's record, and reads,
 * writes and deletes objects under photos/ whose keys each message names. The rotate and faces
 * workers are both of this kind; only their code, bundle and reasons differ.
 */
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { WORKER_MAX_CONCURRENCY } from '#shared/capacity.js';
import { PHOTOS_PREFIX } from '#shared/media-keys.js';
import { queues, workerTimeoutSeconds } from '#shared/resources.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { PortalFunction } from './function-defaults.js';
import { justifyQueueEventSource } from './justified-grants.js';
import { hearMissingKeys } from './missing-keys.js';
import type { Storage } from './storage.js';

export interface PhotoFilesWorkerProps {
  readonly data: Data;
  readonly storage: Storage;
  readonly queue: 'rotate' | 'faces';
  readonly entry: string;
  readonly description: string;
  readonly bundling: BundlingOptions;
  /** Why the role may touch any key under photos/, for the IAM review. */
  readonly whyPhotosWildcard: string;
}

/** Builds the worker as `Worker` under `scope`, fed by its queue, with the rights above. */
export const photoFilesWorker = (
  scope: Construct,
  { data, storage, queue, entry, description, bundling, whyPhotosWildcard }: PhotoFilesWorkerProps,
): PortalFunction => {
  const worker = new PortalFunction(scope, 'Worker', {
    entry,
    description,
    // sharp's decoded images (and the face model's tensors); memory also buys CPU.
    memorySize: 2048,
    timeout: Duration.seconds(workerTimeoutSeconds[queue]),
    environment: resourceEnvironment(data, storage),
    bundling,
  });
  const { fn, role } = worker;
  fn.addEventSource(
    new SqsEventSource(data.queues[queue], {
      batchSize: queues[queue].batchSize,
      reportBatchItemFailures: true,
      maxConcurrency: WORKER_MAX_CONCURRENCY[queue],
    }),
  );
  justifyQueueEventSource(role);
  // Reads the photo's record, and updates it while its files are still those it read.
  data.grant(role, 'photos', ['GetItem', 'UpdateItem']);
  const photos = storage.media.arnForObjects(`${PHOTOS_PREFIX}*`);
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      resources: [photos],
    }),
  );
  // A photo deleted while its job waited is skipped, not retried.
  hearMissingKeys(role, storage.media);
  acknowledge(role, { [wildcardResource(scope, photos)]: whyPhotosWildcard });
  return worker;
};
