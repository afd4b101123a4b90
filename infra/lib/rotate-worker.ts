/**
 * Rotations: the rotate worker takes jobs from the rotate queue, turns each original with sharp,
 * writes the next version's copies under photos/ and removes the previous version's.
 */
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { WORKER_MAX_CONCURRENCY } from '#shared/capacity.js';
import { queues, workerTimeoutSeconds } from '#shared/resources.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { PortalFunction } from './function-defaults.js';
import { justifyQueueEventSource } from './justified-grants.js';
import { hearMissingKeys } from './missing-keys.js';
import { sharpBundling } from './sharp-bundling.js';
import type { Storage } from './storage.js';

export interface RotateWorkerProps {
  readonly data: Data;
  readonly storage: Storage;
}

export class RotateWorker extends Construct {
  readonly worker: PortalFunction;

  constructor(scope: Construct, id: string, { data, storage }: RotateWorkerProps) {
    super(scope, id);
    this.worker = new PortalFunction(this, 'Worker', {
      entry: 'functions/workers/rotate/lambda.ts',
      description: 'Rotate worker: turns photos a quarter turn and makes their copies again (sharp)',
      memorySize: 2048,
      timeout: Duration.seconds(workerTimeoutSeconds.rotate),
      environment: resourceEnvironment(data, storage),
      bundling: sharpBundling,
    });
    const { fn, role } = this.worker;
    fn.addEventSource(
      new SqsEventSource(data.queues.rotate, {
        batchSize: queues.rotate.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: WORKER_MAX_CONCURRENCY.rotate,
      }),
    );
    justifyQueueEventSource(role);
    data.grant(role, 'photos', ['GetItem', 'UpdateItem']);
    const photos = storage.media.arnForObjects('photos/*');
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [photos],
      }),
    );
    // A photo deleted while its rotation waited is skipped, not retried.
    hearMissingKeys(role, storage.media);
    acknowledge(role, {
      [wildcardResource(this, photos)]:
        'The worker reads a photo original and writes then replaces its copies under ' +
        'photos/<stay>/<photo>/, keys known only per message; limited to the photos/ prefix.',
    });
  }
}
