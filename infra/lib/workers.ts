/**
 * Queue-driven workers. The media worker takes S3 "object created" events for uploads/photos/ from the
 * media queue, checks and re-encodes each photo with sharp and records it; one bad photo fails alone
 * (partial batch responses) and goes to the dead-letter queue after maxReceiveCount attempts. It also
 * decides when a trainer's batch is over: it schedules a check of the batch on its own queue (delayed
 * by the quiet period), and the check queues the administrators' mail.
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
    // Query: a batch's check counts the stay's photos of that batch.
    data.grant(role, 'photos', ['GetItem', 'UpdateItem', 'Query']);
    // A trainer's batch: its newest photo, and which of its ends is announced (conditional updates).
    data.grant(role, 'uploadBatches', ['UpdateItem']);
    // The batch's mail names the stay, and is logged then queued like every mail.
    data.grant(role, 'stages', ['GetItem']);
    data.grant(role, 'mailLog', ['PutItem']);
    data.queues.mail.grantSendMessages(role);
    // The checks of batch ends wait their quiet period in the worker's own queue.
    data.queues.media.grantSendMessages(role);
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

  /**
   * What the administrators' batch mail needs, known once the mail and the site are built: the
   * administrators' address (`Mail.environment`) and the site's address for the link.
   */
  mailBatchesWith(environment: Readonly<Record<string, string>>): void {
    for (const [name, value] of Object.entries(environment)) this.media.fn.addEnvironment(name, value);
  }
}
