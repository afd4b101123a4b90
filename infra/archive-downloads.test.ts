import { describe, expect, it } from 'vitest';
import { envNames } from '#shared/env-names.js';
import { CDN_MEDIA_PREFIXES, DOWNLOAD_NAME_PARAM } from '#shared/media-keys.js';
import { synthPortal } from './test-support.js';

interface Behavior {
  readonly PathPattern?: string;
  readonly TargetOriginId: string;
  readonly ViewerProtocolPolicy: string;
  readonly AllowedMethods?: string[];
  readonly CachePolicyId: unknown;
  readonly Compress?: boolean;
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

describe('media through CloudFront', () => {
  it('serves photos, stay files and archives from the media bucket only on links signed by the key group', () => {
    // Prepare
    const { stack, resourceOf, logicalId } = synthPortal();
    // Act
    const config = resourceOf(stack.web.distribution).Properties.DistributionConfig as DistributionConfig;
    // Assess
    const named = stack.resolve(stack.storage.mediaName) as { 'Fn::Join': [string, unknown[]] };
    for (const prefix of ['photos/', 'stages/', 'archives/']) {
      // A key under the prefix, never the bare prefix: `/stages` and `/stages/` are pages of the app.
      const behavior = config.CacheBehaviors.find((b) => b.PathPattern === `${prefix}*/*`);
      expect(behavior, prefix).toMatchObject({
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: ['GET', 'HEAD'],
        CachePolicyId: { Ref: logicalId(stack.archiveDownloads.cachePolicy) },
        TrustedKeyGroups: [{ Ref: logicalId(stack.archiveDownloads.keyGroup) }],
        Compress: false,
      });
      const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId);
      // The media bucket by its name (its first literal part, e.g. "portail-photos-media-"), not the site's.
      expect(JSON.stringify(origin?.DomainName)).toContain(JSON.stringify(named['Fn::Join'][1][0]));
      expect(origin?.OriginAccessControlId).toBeDefined();
    }
    expect(CDN_MEDIA_PREFIXES).toEqual(['photos/', 'stages/', 'archives/']);
    // Every other path still needs no signature (the site) or goes to the API.
    expect(config.DefaultCacheBehavior.TrustedKeyGroups).toBeUndefined();
  });

  it('keeps media a year at the edge, keyed by path and download name, never by the signature', () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();
    // Act
    const policy = resourceOf(stack.archiveDownloads.cachePolicy).Properties.CachePolicyConfig as {
      MinTTL: number;
      DefaultTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingGzip: boolean;
        EnableAcceptEncodingBrotli: boolean;
        HeadersConfig: { HeaderBehavior: string };
        CookiesConfig: { CookieBehavior: string };
        QueryStringsConfig: { QueryStringBehavior: string; QueryStrings?: string[] };
      };
    };
    // Assess
    expect(policy.MinTTL).toBeGreaterThanOrEqual(86_400);
    expect(policy.DefaultTTL).toBe(365 * 86_400);
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key.QueryStringsConfig).toEqual({
      QueryStringBehavior: 'whitelist',
      QueryStrings: [DOWNLOAD_NAME_PARAM],
    });
    expect(key.HeadersConfig.HeaderBehavior).toBe('none');
    expect(key.CookiesConfig.CookieBehavior).toBe('none');
    expect([key.EnableAcceptEncodingGzip, key.EnableAcceptEncodingBrotli]).toEqual([false, false]);
  });

  it('lets this distribution alone read the media prefixes of the bucket, and nothing else there', () => {
    // Prepare
    const { stack, template, resourceOf, logicalId } = synthPortal();
    // Act
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy')).filter(
      (policy) =>
        JSON.stringify(policy.Properties.Bucket) === JSON.stringify({ Ref: logicalId(stack.storage.media) }),
    );
    const statements = policies.flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as PolicyStatement[],
    );
    // Assess
    const allowed = statements.filter((s) => s.Effect === 'Allow');
    expect(allowed).toHaveLength(1);
    const [cloudFront] = allowed;
    expect(cloudFront?.Principal?.Service).toBe('cloudfront.amazonaws.com');
    expect(cloudFront?.Action).toBe('s3:GetObject');
    const resources = JSON.stringify(cloudFront?.Resource);
    for (const prefix of CDN_MEDIA_PREFIXES) expect(resources).toContain(`/${prefix}*`);
    for (const prefix of ['uploads/', 'documents/', 'imports/', 'exports/', 'livrets/'])
      expect(resources).not.toContain(`/${prefix}`);
    expect(JSON.stringify(cloudFront?.Condition)).toContain(logicalId(stack.web.distribution));
    expect(resourceOf(stack.storage.media).Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
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
    expect(JSON.stringify(variables[envNames.mediaCdnUrl])).toContain('WebDistribution');
    expect(variables[envNames.mediaCdnKeyPairId]).toEqual({
      Ref: logicalId(stack.archiveDownloads.publicKey),
    });
    expect(variables[envNames.mediaCdnPrivateKeyArn]).toEqual({
      Ref: logicalId(stack.archiveDownloads.privateKey),
    });
    const secret = JSON.stringify({ Ref: logicalId(stack.archiveDownloads.privateKey) });
    expect(grantsOf(stack.api.handler.role)).toContainEqual({
      action: 'secretsmanager:GetSecretValue',
      resource: secret,
    });
  });
});
