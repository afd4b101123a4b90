/**
 * The media bucket (photos, uploads, derivatives) and the bucket that receives every access log.
 * The media bucket stays private (Block Public Access, TLS only): browsers read photos, stay files
 * and archives through CloudFront alone (archive-downloads.ts), and upload with presigned S3 PUTs,
 * which CORS admits from the site's own origins and no other.
 */
import { Aws, Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { REPORT_EXPORTS_PREFIX } from '#shared/media-keys.js';
import { type BucketName, buckets } from '#shared/resources.js';

/** Where browsers upload (photos, and later documents and imports) before a worker moves the file. */
export const UPLOADS = 'uploads/';

export interface StorageProps {
  /** The stack's name: the media bucket's name starts with it, so two stages can share an account. */
  readonly stackName: string;
  /**
   * The media bucket's name when it must stay what it is: a deployment made before names were drawn
   * from the stack keeps its bucket (a new name would replace the bucket and leave the photos in the
   * old one). Unset, the name is drawn from the stack (mediaBucketName).
   */
  readonly mediaBucketName?: string | undefined;
}

/**
 * `<stack>-media-<12 hex>`: the last group of the stack id's UUID, which CloudFormation draws anew each
 * time the stack is created. A retry after a failed first deployment, or a new deployment of a stage
 * after `cdk destroy` (which keeps the old bucket and its photos), gets a name of its own instead of
 * "already exists". A pseudo parameter, not a reference: known before the bucket exists, as the CSP
 * and the distribution's origin need (see below).
 */
export const mediaBucketName = (stackName: string): string =>
  `${stackName}-${buckets.media.id}-${Fn.select(4, Fn.split('-', Fn.select(2, Fn.split('/', Aws.STACK_ID))))}`;

/** The same name for a stack id known as text (the deploy script, reading a deployed stack). */
export const mediaBucketNameOf = (stackName: string, stackId: string): string | undefined => {
  const tail = stackId.split('/')[2]?.split('-')[4];
  return tail ? `${stackName}-${buckets.media.id}-${tail}` : undefined;
};

export class Storage extends Construct {
  readonly logs: Bucket;
  readonly media: Bucket;
  /** The buckets of shared/resources.ts by name, for notifications and environment variables. */
  readonly buckets: Record<BucketName, Bucket>;
  /** The media bucket's name, known before the bucket exists (no reference to it). */
  readonly mediaName: string;
  /** `https://<bucket>.s3.<region>.amazonaws.com`: the origin of presigned uploads and documents. */
  readonly mediaOrigin: string;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are written with ACLs; S3 access logs use the bucket policy.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(90) }],
      // Who read and wrote what stays readable after the stack is gone; a rolled-back first
      // deployment, which logged nothing worth keeping, leaves no bucket behind.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });

    // A name known before the bucket exists: the CloudFront CSP names this origin while the bucket's
    // CORS names CloudFront's domain, and a reference each way would be a circular dependency.
    const mediaName = props.mediaBucketName ?? mediaBucketName(props.stackName);
    this.mediaName = mediaName;
    this.mediaOrigin = `https://${mediaName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    this.media = new Bucket(this, 'Media', {
      bucketName: mediaName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/media/',
      lifecycleRules: [
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Everything under uploads/ (photos, documents, imports) is moved or deleted by its worker
        // within minutes; what is still there after two days is an abandoned or failed upload.
        { id: 'expire-leftover-uploads', prefix: UPLOADS, expiration: Duration.days(2) },
        // Evaluation workbooks are fetched once, through a two-hour link, right after they are made.
        { id: 'expire-report-exports', prefix: REPORT_EXPORTS_PREFIX, expiration: Duration.days(1) },
      ],
      // The photos are the organisation's: kept when the stack is deleted or the bucket replaced,
      // deleted only when the deployment that created it is rolled back, while it is still empty.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    this.buckets = { media: this.media };
  }

  /** Adds the one CORS rule of shared/resources.ts for the given origins (the site's own). */
  allowOrigins(origins: readonly string[]): void {
    const rule = buckets.media.cors;
    this.media.addCorsRule({
      allowedOrigins: [...origins],
      allowedMethods: rule.allowedMethods.map((method) => HttpMethods[method]),
      allowedHeaders: [...rule.allowedHeaders],
      exposedHeaders: [...rule.exposedHeaders],
      maxAge: rule.maxAgeSeconds,
    });
  }
}
