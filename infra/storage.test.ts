import { describe, expect, it } from 'vitest';
import { buckets, notifications } from '#shared/resources.js';
import { synthPortal } from './test-support.js';

type Resource = { Properties: Record<string, unknown> };

describe('S3 buckets', () => {
  it('every bucket blocks public access, is encrypted and refuses requests without TLS', () => {
    // Prepare
    const { template } = synthPortal();

    // Act
    const all = template.findResources('AWS::S3::Bucket') as Record<string, Resource>;
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy')) as Resource[];

    // Assess
    expect(Object.keys(all).length).toBeGreaterThanOrEqual(3);
    for (const [id, bucket] of Object.entries(all)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption, id).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      const tlsOnly = policies.some(
        (policy) =>
          JSON.stringify(policy.Properties.Bucket) === JSON.stringify({ Ref: id }) &&
          JSON.stringify(policy.Properties.PolicyDocument).includes('"aws:SecureTransport":"false"'),
      );
      expect(tlsOnly, `${id} has a TLS-only policy`).toBe(true);
    }
  });

  it('the media bucket has exactly the one CORS rule of shared/resources.ts, for the site origin', () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();
    const rule = buckets.media.cors;

    // Act
    const cors = resourceOf(stack.storage.media).Properties.CorsConfiguration as { CorsRules: unknown[] };

    // Assess
    expect(cors.CorsRules).toEqual([
      {
        AllowedMethods: [...rule.allowedMethods],
        AllowedHeaders: [...rule.allowedHeaders],
        ExposedHeaders: [...rule.exposedHeaders],
        MaxAge: rule.maxAgeSeconds,
        AllowedOrigins: stack.resolve(stack.web.siteOrigins),
      },
    ]);
  });

  it('the media bucket aborts stale multipart uploads and expires leftover uploads', () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();

    // Act
    const lifecycle = resourceOf(stack.storage.media).Properties.LifecycleConfiguration as {
      Rules: unknown[];
    };

    // Assess
    expect(lifecycle.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: 'Enabled',
        }),
        expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 2, Status: 'Enabled' }),
      ]),
    );
  });

  it('the media and site buckets send their access logs to the log bucket', () => {
    // Prepare
    const { stack, resourceOf, logicalId } = synthPortal();

    // Act
    const logged = [stack.storage.media, stack.web.bucket].map(
      (bucket) => resourceOf(bucket).Properties.LoggingConfiguration as { DestinationBucketName: unknown },
    );

    // Assess
    for (const config of logged)
      expect(config.DestinationBucketName).toEqual({ Ref: logicalId(stack.storage.logs) });
  });
});

describe('S3 → SQS notifications', () => {
  it.each(notifications)(
    'objects created under $prefix in $bucket go to the $queue queue',
    (notification) => {
      // Prepare
      const { stack, template, logicalId } = synthPortal();

      // Act
      const configs = Object.values(template.findResources('Custom::S3BucketNotifications')).filter(
        (resource) =>
          JSON.stringify(resource.Properties.BucketName) ===
          JSON.stringify({ Ref: logicalId(stack.storage.buckets[notification.bucket]) }),
      );

      // Assess
      expect(configs).toHaveLength(1);
      expect(configs[0]?.Properties.NotificationConfiguration.QueueConfigurations).toEqual([
        {
          Events: ['s3:ObjectCreated:*'],
          Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: notification.prefix }] } },
          QueueArn: { 'Fn::GetAtt': [logicalId(stack.data.queues[notification.queue]), 'Arn'] },
        },
      ]);
    },
  );
});
