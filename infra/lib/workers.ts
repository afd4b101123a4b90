/**
 * Queue-driven workers. The media worker takes S3 "object created" events for uploads/photos/ from the
 * media queue, checks and re-encodes each photo with sharp and records it; one bad photo fails alone
 * (partial batch responses) and goes to the dead-letter queue after maxReceiveCount attempts.
 */
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { WORKER_MAX_CONCURRENCY } from '../../shared/capacity.js';
import { queues, workerTimeoutSeconds } from '../../shared/resources.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { PortalFunction } from './function-defaults.js';
import { justifyQueueEventSource } from './justified-grants.js';
import { hearMissingKeys } from './missing-keys.js';
import { sharpBundling } from './sharp-bundling.js';
import { type Storage, UPLOADS } from './storage.js';

export interface WorkersProps {
  readonly data: Data;
  readonly storage: Storage;
}

export class Workers extends Construct {
  readonly media: PortalFunction;

  constructor(scope: Construct, id: string, { data, storage }: WorkersProps) {
    super(scope, id);
    this.media = new PortalFunction(this, 'Media', {
      entry: 'functions/workers/media/lambda.ts',
      description: 'Media worker: checks, orients and resizes uploaded photos (sharp)',
      // sharp decodes 15 MB phone photos; memory also buys CPU on Lambda.
      memorySize: 2048,
      timeout: Duration.seconds(workerTimeoutSeconds.media),
      // Workers sign no tokens: they only need to know where the resources are.
      environment: resourceEnvironment(data, storage),
      bundling: sharpBundling,
    });

    const { fn, role } = this.media;
    fn.addEventSource(
      new SqsEventSource(data.queues.media, {
        batchSize: queues.media.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: WORKER_MAX_CONCURRENCY.media,
      }),
    );
    justifyQueueEventSource(role);
    data.grant(role, 'photos', ['GetItem', 'UpdateItem']);
    const uploads = storage.media.arnForObjects(`${UPLOADS}*`);
    const photos = storage.media.arnForObjects('photos/*');
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [uploads] }),
    );
    // Delete too: when a photo is refused or removed while it was being processed, the worker removes
    // the copies it has just written (functions/workers/media/process-upload.ts, tidyUp).
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [photos] }),
    );
    // An upload deleted before its job runs is a photo gone, not a failure.
    hearMissingKeys(role, storage.media);
    acknowledge(role, {
      [wildcardResource(this, uploads)]:
        'The worker reads and then deletes the uploaded original, whose key (uploads/photos/<stay>/' +
        '<photo>) is only known from the S3 event; the grant is limited to the uploads/ prefix.',
      [wildcardResource(this, photos)]:
        'The worker writes (or, for a photo refused meanwhile, removes) the original, display and ' +
        'thumbnail copies under photos/<stay>/<photo>/, keys known only per message; the grant is ' +
        'limited to the photos/ prefix.',
    });
  }
}
