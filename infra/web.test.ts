import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '#shared/api-routes.js';
import { ORIGIN_VERIFY_HEADER } from '#shared/env-names.js';
import { securityHeaders } from '#shared/security-headers.js';
import { CDN_MEDIA_PATH_PATTERNS, isSiteFilePath } from '#shared/site-paths.js';
import { synthesize, synthPortal } from './test-support.js';

interface Behavior {
  readonly PathPattern?: string;
  readonly TargetOriginId: string;
  readonly ViewerProtocolPolicy: string;
  readonly AllowedMethods?: string[];
  readonly Compress?: boolean;
  /** A managed policy's id, or a reference to a policy of the template. */
  readonly CachePolicyId: string | { Ref: string };
  readonly OriginRequestPolicyId?: string;
  readonly ResponseHeadersPolicyId?: unknown;
  readonly FunctionAssociations?: { EventType: string }[];
}
interface DistributionConfig {
  readonly DefaultRootObject: string;
  readonly DefaultCacheBehavior: Behavior;
  readonly CacheBehaviors: Behavior[];
  readonly CustomErrorResponses?: unknown[];
  readonly Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
}

const distributionConfig = () => {
  const { stack, resourceOf } = synthPortal();
  return resourceOf(stack.web.distribution).Properties.DistributionConfig as DistributionConfig;
};

describe('CloudFront', () => {
  it('forwards /api/* to the HTTP API, with every viewer header but Host', () => {
    // Prepare
    const { stack, logicalId } = synthPortal();

    // Act
    const config = distributionConfig();

    // Assess
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === `${API_PREFIX}/*`);
    expect(api).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: { Ref: logicalId(stack.web.node.findChild('ApiCachePolicy')) },
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
    });
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(origin?.DomainName).toEqual(stack.resolve(stack.api.originDomain));
  });

  it('adds the origin secret to API requests, as a deployment-time reference to the secret', () => {
    // Prepare
    const { stack } = synthPortal();
    // Act
    const config = distributionConfig();
    // Assess
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === `${API_PREFIX}/*`);
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId) as unknown as {
      CustomOriginConfig: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    };
    const header = origin.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    expect(JSON.stringify(header?.HeaderValue)).toContain('resolve:secretsmanager');
    expect(JSON.stringify(header?.HeaderValue)).toContain(
      JSON.stringify(stack.resolve(stack.api.originVerifySecret.secretArn)).slice(1, -1),
    );
  });

  it('serves the site bucket through Origin Access Control, over HTTPS, with index.html at the root', () => {
    // Prepare
    const { template } = synthPortal();

    // Act
    const config = distributionConfig();

    // Assess
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    const origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    // One access control per S3 origin (the site's, the media's), none left over.
    const s3Origins = config.Origins.filter((o) => o.OriginAccessControlId !== undefined);
    expect(Object.keys(template.findResources('AWS::CloudFront::OriginAccessControl'))).toHaveLength(
      s3Origins.length,
    );
  });

  it("falls back to index.html for every path but the app's files, never for API answers", () => {
    // Prepare
    const { template } = synthPortal();
    const config = distributionConfig();
    const [fn] = Object.values(template.findResources('AWS::CloudFront::Function'));
    const handler = new Function(`${fn?.Properties.FunctionCode}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;

    // Act
    const rewritten = ['/', '/stages/42', '/admin/photos/', '/stages/', '/robots.php', '/STAGES'].map(
      rewrite,
    );
    const untouched = ['/assets/index-abc.js', '/favicon.svg', '/images/slide-1.jpg'].map(rewrite);
    const sameRuleAsLocally = [...rewritten, ...untouched, '/assets', '/index.html', '/images'].every(
      (uri) => (rewrite(uri) === uri) === isSiteFilePath(uri),
    );

    // Assess
    expect(rewritten).toEqual(Array(6).fill('/index.html'));
    expect(untouched).toEqual(['/assets/index-abc.js', '/favicon.svg', '/images/slide-1.jpg']);
    expect(sameRuleAsLocally).toBe(true);
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    expect(config.CacheBehaviors.every((behavior) => behavior.FunctionAssociations === undefined)).toBe(true);
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('adds exactly the headers of shared/security-headers.ts to the site and the API', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();
    const expected = stack.resolve(securityHeaders({ mediaOrigins: [stack.storage.mediaOrigin] }));
    const config = distributionConfig();

    // Act
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const { SecurityHeadersConfig: security, CustomHeadersConfig: custom } =
      policy?.Properties.ResponseHeadersPolicyConfig ?? {};
    const hsts = security.StrictTransportSecurity;
    const rendered = {
      'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      ...(security.ContentTypeOptions && { 'X-Content-Type-Options': 'nosniff' }),
      'X-Frame-Options': security.FrameOptions.FrameOption,
      'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(
        (custom?.Items ?? []).map((item: { Header: string; Value: string }) => [item.Header, item.Value]),
      ),
    };

    // Assess
    expect(rendered).toEqual(expected);
    expect(JSON.stringify(expected['Content-Security-Policy'])).toContain('.s3.');
    const policyRef = { Ref: logicalId(stack.web.node.findChild('SecurityHeaders')) };
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual(policyRef);
    }
  });

  it('outputs the site URL, the API URL and the bucket names', () => {
    // Prepare
    const { template } = synthPortal();

    // Act
    const outputs = Object.keys(template.toJSON().Outputs ?? {});

    // Assess
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'MediaBucketName', 'WebBucketName']),
    );
  });
});

interface CachePolicyConfig {
  readonly MinTTL: number;
  readonly DefaultTTL: number;
  readonly MaxTTL: number;
  readonly ParametersInCacheKeyAndForwardedToOrigin: {
    readonly EnableAcceptEncodingGzip: boolean;
    readonly EnableAcceptEncodingBrotli?: boolean;
    readonly HeadersConfig: { HeaderBehavior: string; Headers?: string[] };
    readonly QueryStringsConfig: { QueryStringBehavior: string };
    readonly CookiesConfig: { CookieBehavior: string };
  };
}

/**
 * Managed policies whose key holds brotli and gzip (AWS documents CachingOptimized so). Not
 * CachingDisabled: with every TTL at 0 CloudFront compresses nothing.
 */
const MANAGED_POLICIES_THAT_COMPRESS = [CachePolicy.CACHING_OPTIMIZED.cachePolicyId];

describe('compression at the edge', () => {
  it('compresses the site and the API under a cache policy with brotli and gzip in its key, never media', () => {
    // Prepare
    const { template } = synthPortal();
    const policies = template.findResources('AWS::CloudFront::CachePolicy');

    // Act
    const config = distributionConfig();
    const behaviors = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    const isMedia = (behavior: Behavior) =>
      CDN_MEDIA_PATH_PATTERNS.some((pattern) => behavior.PathPattern === pattern);

    // Assess: the site and the API (text); photos, stay files and zips are compressed already.
    expect(behaviors.map((behavior) => behavior.PathPattern ?? 'default')).toEqual(
      expect.arrayContaining(['default', `${API_PREFIX}/*`, ...CDN_MEDIA_PATH_PATTERNS]),
    );
    for (const behavior of behaviors) {
      const name = behavior.PathPattern ?? 'default';
      expect(behavior.Compress, name).toBe(!isMedia(behavior));
      if (isMedia(behavior)) continue;
      const id = behavior.CachePolicyId;
      if (typeof id === 'string') {
        expect(MANAGED_POLICIES_THAT_COMPRESS, name).toContain(id);
        continue;
      }
      const policy = policies[id.Ref]?.Properties.CachePolicyConfig as CachePolicyConfig;
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin, name).toMatchObject({
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      });
      expect(Math.max(policy.MinTTL, policy.DefaultTTL, policy.MaxTTL), name).toBeGreaterThan(0);
    }
  });

  it('keeps no API answer: none without a lifetime, none past a second, each keyed to its caller', () => {
    // Prepare
    const { stack, resourceOf } = synthPortal();

    // Act
    const policy = resourceOf(stack.web.node.findChild('ApiCachePolicy')).Properties
      .CachePolicyConfig as CachePolicyConfig;

    // Assess: the API also answers `Cache-Control: no-store`, which a minimum of 0 lets stand.
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
  });
});

describe('custom domain (context domainName + certificateArn)', () => {
  it('serves the domain with its certificate and TLS 1.2 at least, and lets it upload media', () => {
    // Prepare
    const context = {
      domainName: 'photos.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e',
      siteOrigin: 'http://localhost:5173',
    };

    // Act
    const { stack, resourceOf } = synthesize({ context });

    // Assess
    const config = resourceOf(stack.web.distribution).Properties.DistributionConfig;
    expect(config).toMatchObject({
      Aliases: ['photos.example.org'],
      ViewerCertificate: {
        AcmCertificateArn: context.certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
    const cors = resourceOf(stack.storage.media).Properties.CorsConfiguration as {
      CorsRules: { AllowedOrigins: unknown[] }[];
    };
    expect(cors.CorsRules).toHaveLength(1);
    expect(cors.CorsRules[0]?.AllowedOrigins).toEqual(
      expect.arrayContaining(['https://photos.example.org', 'http://localhost:5173']),
    );
  });
});
