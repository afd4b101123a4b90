import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { envNames } from '../shared/env-names.js';
import { ARCHIVES_PREFIX } from '../shared/media-keys.js';
import { synthPortal } from './test-support.js';

interface Behavior {
  readonly PathPattern?: string;
  readonly TargetOriginId: string;
  readonly ViewerProtocolPolicy: string;
  readonly AllowedMethods?: string[];
  readonly CachePolicyId: string;
  readonly TrustedKeyGroups?: unknown[];
}
interface DistributionConfig {
  readonly DefaultCacheBehavior: Behavior;
  readonly CacheBehaviors: Behavior[];
  readonly Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
}
interface PolicyStatement {
  readonly Effect: string;
  readonly Principal?: { Service?: string };
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Condition?: unknown;
}

describe('archive downloads through CloudFront', () => {
  it('serves archives/* from the media bucket only on links signed by the key group, over HTTPS', () => {
    // Prepare
    const { stack, resourceOf, logicalId } = synthPortal();
    // Act
    const config = resourceOf(stack.web.distribution).Properties.DistributionConfig as DistributionConfig;
    // Assess
    const archives = config.CacheBehaviors.find((b) => b.PathPattern === `${ARCHIVES_PREFIX}*`);
    expect(archives).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      TrustedKeyGroups: [{ Ref: logicalId(stack.archiveDownloads.keyGroup) }],
    });
    const origin = config.Origins.find((o) => o.Id === archives?.TargetOriginId);
    // The media bucket by its name (its first literal part, e.g. "portail-photos-media-"), not the site's.
    const named = stack.resolve(stack.storage.mediaName) as { 'Fn::Join': [string, unknown[]] };
    expect(JSON.stringify(origin?.DomainName)).toContain(JSON.stringify(named['Fn::Join'][1][0]));
    expect(origin?.OriginAccessControlId).toBeDefined();
    // Every other path still needs no signature (the site) or goes to the API.
    expect(config.DefaultCacheBehavior.TrustedKeyGroups).toBeUndefined();
  });

  it('lets this distribution read archives/ of the media bucket, and nothing else there', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();
    // Act
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy')).filter(
      (policy) =>
        JSON.stringify(policy.Properties.Bucket) === JSON.stringify({ Ref: logicalId(stack.storage.media) }),
    );
    const statements = policies.flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as PolicyStatement[],
    );
    // Assess
    const cloudFront = statements.filter(
      (s) => s.Effect === 'Allow' && s.Principal?.Service === 'cloudfront.amazonaws.com',
    );
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]?.Action).toBe('s3:GetObject');
    expect(JSON.stringify(cloudFront[0]?.Resource)).toContain(`/${ARCHIVES_PREFIX}*`);
    expect(JSON.stringify(cloudFront[0]?.Condition)).toContain(logicalId(stack.web.distribution));
  });

  it('makes the CloudFront public key from the generated key pair, whose private half stays in the secret', () => {
    // Prepare
    const { stack, template, resourceOf, logicalId } = synthPortal();
    // Act
    const publicKey = resourceOf(stack.archiveDownloads.publicKey).Properties.PublicKeyConfig as {
      EncodedKey: unknown;
    };
    const pairs = Object.entries(template.findResources('AWS::CloudFormation::CustomResource'));
    // Assess
    const [pairId, pair] = pairs.find(([, r]) => JSON.stringify(r.Properties).includes('SecretId')) ?? [];
    expect(pair?.Properties.SecretId).toEqual({ Ref: logicalId(stack.archiveDownloads.privateKey) });
    expect(publicKey.EncodedKey).toEqual({ 'Fn::GetAtt': [pairId, 'PublicKey'] });
  });

  it('gives the API the site origin, the key id and the secret of the private key, which it may read', () => {
    // Prepare
    const { stack, resourceOf, logicalId, grantsOf } = synthPortal();
    // Act
    const variables = (
      resourceOf(stack.api.handler.fn).Properties.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    // Assess
    expect(JSON.stringify(variables[envNames.archiveCdnUrl])).toContain('WebDistribution');
    expect(variables[envNames.archiveCdnKeyPairId]).toEqual({
      Ref: logicalId(stack.archiveDownloads.publicKey),
    });
    expect(variables[envNames.archiveCdnPrivateKeyArn]).toEqual({
      Ref: logicalId(stack.archiveDownloads.privateKey),
    });
    const secret = JSON.stringify({ Ref: logicalId(stack.archiveDownloads.privateKey) });
    expect(grantsOf(stack.api.handler.role)).toContainEqual({
      action: 'secretsmanager:GetSecretValue',
      resource: secret,
    });
  });
});
