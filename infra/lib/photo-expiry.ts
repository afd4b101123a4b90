/**
 * Expiry that really deletes: DynamoDB TTL removes a photo record at its deletion date, the photos
 * stream carries the removal to this handler, which deletes every S3 object of the photo, writes
 * the stay's deletion log and releases the photo's content hash. Only REMOVE records reach it (event
 * filter), and it acts on those of TTL only; a failing batch is halved until the bad record is alone,
 * retried a few times, then described on the failure queue.
 */
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { UPLOAD_PREFIX } from '../../shared/media-keys.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { failuresQueue } from './failures-queue.js';
import { PortalFunction } from './function-defaults.js';
import { justifyGrant } from './justified-grants.js';
import type { Storage } from './storage.js';

/** Deliveries of a failing stream record before it goes to the failure queue. */
export const PHOTO_STREAM_RETRY_ATTEMPTS = 5;
export const PHOTO_STREAM_BATCH_SIZE = 100;

export interface PhotoExpiryProps {
  readonly data: Data;
  readonly storage: Storage;
}

export class PhotoExpiry extends Construct {
  readonly handler: PortalFunction;
  /** Where a stream batch that kept failing is described (Lambda's on-failure destination). */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, { data, storage }: PhotoExpiryProps) {
    super(scope, id);
    this.failures = failuresQueue(this, 'the description of every failed batch of the photos stream handler');

    this.handler = new PortalFunction(this, 'Handler', {
      entry: 'functions/workers/expiry/lambda.ts',
      description: 'Photos stream: deletes the S3 objects of expired photos and logs the deletion',
      memorySize: 256,
      timeout: Duration.seconds(60),
      environment: resourceEnvironment(data, storage),
    });
    const { fn, role } = this.handler;
    fn.addEventSource(
      new DynamoEventSource(data.tables.photos, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: PHOTO_STREAM_BATCH_SIZE,
        bisectBatchOnError: true,
        retryAttempts: PHOTO_STREAM_RETRY_ATTEMPTS,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.failures),
        filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('REMOVE') })],
      }),
    );
    justifyGrant(
      role,
      ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
      'The stream event source mapping reads the photos stream with the function role.',
    );
    justifyGrant(
      role,
      ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
      'The event source mapping sends failed batches to the failures queue with the function role.',
    );
    data.grant(role, 'photoDeletions', ['PutItem']);
    data.grant(role, 'photoHashes', ['DeleteItem']);
    const photos = storage.media.arnForObjects('photos/*');
    const uploads = storage.media.arnForObjects(`${UPLOAD_PREFIX}*`);
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [photos, uploads] }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [storage.media.bucketArn],
        conditions: { StringLike: { 's3:prefix': ['photos/*'] } },
      }),
    );
    acknowledge(role, {
      [wildcardResource(this, photos)]:
        'A removed photo may have objects of several versions under photos/<stay>/<photo>/, known only ' +
        'by listing; the grant is delete only, limited to the photos/ prefix.',
      [wildcardResource(this, uploads)]:
        'The upload of a removed photo (uploads/photos/<stay>/<photo>) is deleted if it is still there; ' +
        'delete only, limited to the uploads/ prefix.',
      'AwsSolutions-IAM5[Resource::*]':
        'dynamodb:ListStreams, added by the DynamoDB event source, has no resource-level permission.',
    });
  }
}
