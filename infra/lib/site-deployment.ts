/**
 * Copies the built SPA to the site bucket. Vite's hashed files under assets/ never change, so browsers
 * keep them for a year; everything else (index.html, public files) is revalidated on each visit, and
 * CloudFront's copy is invalidated, so a deployment shows at once.
 */
import { Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { acknowledge, wildcardResource } from './acknowledge.js';

export const deploySite = (
  scope: Construct,
  assetsPath: string,
  bucket: IBucket,
  distribution: IDistribution,
): void => {
  // The zipped build as an explicit asset, so the acknowledgements below can name its bucket.
  const files = new Asset(scope, 'SiteFiles', { path: assetsPath });
  const source = Source.bucket(files.bucket, files.s3ObjectKey);
  const hashed = new BucketDeployment(scope, 'DeployAssets', {
    sources: [source],
    destinationBucket: bucket,
    exclude: ['*'],
    include: ['assets/*'],
    cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    // Pages still open in a browser may ask for the previous build's files.
    prune: false,
  });
  const pages = new BucketDeployment(scope, 'DeployPages', {
    sources: [source],
    destinationBucket: bucket,
    exclude: ['assets/*'],
    cacheControl: [CacheControl.noCache()],
    distribution,
    distributionPaths: ['/*'],
  });
  // The new index.html must not go live before the files it names.
  pages.node.addDependency(hashed);

  // BucketDeployment runs a CDK-provided function, a singleton of the stack: its role and runtime are
  // written by CDK, not here.
  const handler = Stack.of(scope).node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (!handler) return;
  const readAsset = "CDK's grantRead on its asset bucket: the function reads the zipped build from there.";
  const writeSite =
    "CDK's grantReadWrite on the site bucket: the function syncs (writes and prunes) the files.";
  acknowledge(handler, {
    'AwsSolutions-IAM5[Action::s3:GetBucket*]': readAsset,
    'AwsSolutions-IAM5[Action::s3:GetObject*]': readAsset,
    'AwsSolutions-IAM5[Action::s3:List*]': readAsset,
    [wildcardResource(scope, files.bucket.arnForObjects('*'))]: readAsset,
    'AwsSolutions-IAM5[Action::s3:Abort*]': writeSite,
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]': writeSite,
    [wildcardResource(scope, bucket.arnForObjects('*'))]: writeSite,
    'AwsSolutions-IAM5[Resource::*]':
      'cloudfront:CreateInvalidation and GetInvalidation, which CDK grants on all distributions, to ' +
      'invalidate the site after a deployment.',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
      "CDK's deployment function logs with the basic execution role it creates; it runs only during " +
      'deployments.',
    'AwsSolutions-L1': "The deployment function's Python runtime is chosen by aws-cdk-lib, not by us.",
  });
};
