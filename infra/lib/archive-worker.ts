/**
 * Zip archives of photos: the archive worker takes one job at a time from the archive queue,
 * streams each original into a stored zip and the zip into the media bucket under archives/ with a
 * multipart upload. Archives expire after ARCHIVE_RETENTION_DAYS; abandoned multipart uploads are
 * aborted after a day by the bucket-wide rule.
 */
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { WORKER_MAX_CONCURRENCY } from '#shared/capacity.js';
import { ARCHIVE_RETENTION_DAYS } from '#shared/limits.js';
import { ARCHIVES_PREFIX } from '#shared/media-keys.js';
import { queues, workerTimeoutSeconds } from '#shared/resources.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { PortalFunction } from './function-defaults.js';
import { justifyGrant, justifyQueueEventSource } from './justified-grants.js';
import { hearMissingKeys } from './missing-keys.js';
import type { Storage } from './storage.js';

/** Memory stays flat (two 8 MiB chunks in flight); more memory buys network throughput. */
export const ARCHIVE_WORKER_MEMORY_MB = 1024;

export interface ArchiveWorkerProps {
  readonly data: Data;
  readonly storage: Storage;
}

export class ArchiveWorker extends Construct {
  readonly worker: PortalFunction;

  constructor(scope: Construct, id: string, { data, storage }: ArchiveWorkerProps) {
    super(scope, id);
    this.worker = new PortalFunction(this, 'Worker', {
      entry: 'functions/workers/archive/lambda.ts',
      description: 'Archive worker: streams the chosen photos into a zip stored under archives/',
      memorySize: ARCHIVE_WORKER_MEMORY_MB,
      timeout: Duration.seconds(workerTimeoutSeconds.archive),
      environment: resourceEnvironment(data, storage),
    });
    const { fn, role } = this.worker;
    fn.addEventSource(
      new SqsEventSource(data.queues.archive, {
        batchSize: queues.archive.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: WORKER_MAX_CONCURRENCY.archive,
      }),
    );
    // The dead-letter queue feeds the same worker, which marks the part failed: a Lambda stopped by
    // its timeout or a crash never reaches its own failure handler, and the page would wait for ever.
    fn.addEventSource(
      new SqsEventSource(data.deadLetterQueues.archive, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: 2,
      }),
    );
    justifyQueueEventSource(role);
    justifyGrant(
      role,
      ['s3:AbortMultipartUpload'],
      'The upload of a part that cannot be resumed (a photo gone whose bytes were stored) is aborted.',
    );
    // A part whose worker runs short of time is sent on as a new job.
    data.queues.archive.grantSendMessages(role);
    data.grant(role, 'archives', ['GetItem', 'UpdateItem', 'PutItem']);
    // Each entry's time, CRC-32 and size come from its photo's record.
    data.grant(role, 'photos', ['GetItem']);
    justifyGrant(
      role,
      ['dynamodb:PutItem'],
      'A record written before archives had parts is given its one part by the first job after the deployment.',
    );
    storage.media.addLifecycleRule({
      id: 'expire-archives',
      prefix: ARCHIVES_PREFIX,
      expiration: Duration.days(ARCHIVE_RETENTION_DAYS),
    });
    const photos = storage.media.arnForObjects('photos/*');
    const archives = storage.media.arnForObjects(`${ARCHIVES_PREFIX}*`);
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [photos] }));
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'],
        resources: [archives],
      }),
    );
    // Where a part stopped is read before its first checkpoint exists, and a photo may be gone.
    hearMissingKeys(role, storage.media);
    acknowledge(role, {
      [wildcardResource(this, photos)]:
        'The worker reads the originals of the photos a job names (photos/<stay>/<photo>/original.jpg), ' +
        'keys known only per message; read only, limited to the photos/ prefix.',
      [wildcardResource(this, archives)]:
        'The worker writes the zip of a part (archives/<stay>/<hash>[-n].zip), checks whether it exists, and ' +
        'writes and reads where it stopped (archives/<stay>/<hash>-n.checkpoint.json); limited to archives/.',
    });
  }
}
