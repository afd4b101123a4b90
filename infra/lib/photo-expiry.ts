/**
 * The photos stream handler. Expiry that really deletes: DynamoDB TTL removes a photo record at its
 * deletion date, the photos stream carries the removal to this handler, which deletes every S3
 * object of the photo, writes the stay's deletion log and releases the photo's content hash. Links
 * that end: when families lose sight of a published photo, the handler moves its copies to another
 * folder, and the edges forget the photos of its stay, as they do for every ready photo removed.
 * Only removals and changes of ready photos reach it (event filter); a failing batch is halved
 * until the bad record is alone, retried a few times, then described on the failure queue.
 */
import { Duration } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { envNames } from '#shared/env-names.js';
import { ARCHIVES_PREFIX, PHOTOS_PREFIX, UPLOAD_PREFIX } from '#shared/media-keys.js';
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
  /** The child finder is on: the handler sends the faces worker the photos whose files changed. */
  readonly faceFinder: boolean;
}

export class PhotoExpiry extends Construct {
  readonly handler: PortalFunction;
  /** Where a stream batch that kept failing is described (Lambda's on-failure destination). */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, { data, storage, faceFinder }: PhotoExpiryProps) {
    super(scope, id);
    this.failures = failuresQueue(this, 'the description of every failed batch of the photos stream handler');

    this.handler = new PortalFunction(this, 'Handler', {
      entry: 'functions/workers/expiry/lambda.ts',
      description: 'Photos stream: deletes the S3 objects of expired photos and logs the deletion',
      memorySize: 256,
      timeout: Duration.seconds(60),
      environment: {
        ...resourceEnvironment(data, storage),
        ...(faceFinder ? {} : { [envNames.faceFinder]: 'off' }),
      },
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
        filters: [
          FilterCriteria.filter({ eventName: FilterRule.isEqual('REMOVE') }),
          // Changes of a ready photo: the handler decides whether families lost sight of it.
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('MODIFY'),
            dynamodb: { OldImage: { status: { S: FilterRule.isEqual('prete') } } },
          }),
          // A photo just made ready: its faces are to be prepared.
          ...(faceFinder
            ? [
                FilterCriteria.filter({
                  eventName: FilterRule.isEqual('MODIFY'),
                  dynamodb: { NewImage: { status: { S: FilterRule.isEqual('prete') } } },
                }),
              ]
            : []),
        ],
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
    // The photos whose files changed go to the faces worker.
    if (faceFinder) data.queues.faces.grantSendMessages(role);
    data.grant(role, 'photoDeletions', ['PutItem']);
    data.grant(role, 'photoHashes', ['DeleteItem']);
    // Reads a hidden photo's record, and moves it to the folder its copies were moved to.
    data.grant(role, 'photos', ['GetItem', 'UpdateItem']);
    const photos = storage.media.arnForObjects(`${PHOTOS_PREFIX}*`);
    const uploads = storage.media.arnForObjects(`${UPLOAD_PREFIX}*`);
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [photos, uploads] }),
    );
    // Copies a hidden photo's copies to their next folder (CopyObject reads the source, writes the copy).
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [photos] }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [storage.media.bucketArn],
        conditions: { StringLike: { 's3:prefix': ['photos/*', `${ARCHIVES_PREFIX}*`] } },
      }),
    );
    // The zips of a stay where families lost sight of a photo may hold it: they are deleted, and built
    // again without it when asked.
    const archives = storage.media.arnForObjects(`${ARCHIVES_PREFIX}*`);
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [archives] }));
    acknowledge(role, {
      [wildcardResource(this, archives)]:
        'The zips of a stay (archives/<stay>/<selection>.zip), found by listing, are deleted when a ' +
        'photo of the stay is hidden or removed; delete only, limited to the archives/ prefix.',
      [wildcardResource(this, photos)]:
        'A removed photo may have objects of several versions under photos/<stay>/<photo>/, known only ' +
        "by listing, and a hidden photo's copies move within photos/<stay>/<photo>/: read, write and " +
        'delete, limited to the photos/ prefix.',
      [wildcardResource(this, uploads)]:
        'The upload of a removed photo (uploads/photos/<stay>/<photo>) is deleted if it is still there; ' +
        'delete only, limited to the uploads/ prefix.',
      'AwsSolutions-IAM5[Resource::*]':
        'dynamodb:ListStreams, added by the DynamoDB event source, has no resource-level permission.',
    });
  }

  /**
   * The edges of `distribution` forget hidden and deleted photos: the handler asks for one
   * invalidation per batch. The distribution does not depend on this function, so naming it here
   * makes no cycle (the API, which CloudFront forwards to, never asks itself).
   */
  forgetsAt(distribution: IDistribution): void {
    const { fn, role } = this.handler;
    fn.addEnvironment(envNames.mediaCdnDistributionId, distribution.distributionId);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['cloudfront:CreateInvalidation'],
        resources: [distribution.distributionArn],
      }),
    );
  }
}
