/**
 * S3 answers a read of a missing key with 404 only to a caller that may list the bucket; to any other
 * it answers 403 AccessDenied, which code that waits for "no such key" (a checkpoint not written yet,
 * a photo deleted while its job waited, an existence check) takes for a failure and retries. S3's
 * check carries no prefix, so a listing grant scoped by `s3:prefix` does not count: the grant is on
 * the whole bucket, and lets the role read key names, never contents.
 */
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { justifyGrant } from './justified-grants.js';

export const hearMissingKeys = (role: IRole, bucket: IBucket): void => {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  );
  justifyGrant(
    role,
    ['s3:ListBucket'],
    'S3 tells a missing key (404) from a forbidden one (403) only to a role that may list the bucket.',
  );
};
