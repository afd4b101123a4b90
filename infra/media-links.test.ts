import { describe, expect, it } from 'vitest';
import { CDN_MEDIA_PREFIXES, DOWNLOAD_NAME_PARAM } from '#shared/media-keys.js';
import { synthPortal } from './test-support.js';

/** The query parameters of a CloudFront signed URL: the signature, never what a cached copy is keyed by. */
const SIGNATURE_PARAMS = ['Expires', 'Policy', 'Signature', 'Key-Pair-Id', 'Hash-Algorithm'];

interface CachePolicyConfig {
  readonly MinTTL: number;
  readonly ParametersInCacheKeyAndForwardedToOrigin: {
    readonly HeadersConfig: { readonly HeaderBehavior: string };
    readonly CookiesConfig: { readonly CookieBehavior: string };
    readonly QueryStringsConfig: { readonly QueryStringBehavior: string; readonly QueryStrings?: string[] };
  };
}

describe('media links at the edge', () => {
  it('keys every media behaviour by path and download name only: no signature, header or cookie in the key', () => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();
    // Act
    const config = template.toJSON().Resources[logicalId(stack.web.distribution)].Properties
      .DistributionConfig as {
      CacheBehaviors: { PathPattern: string; CachePolicyId: unknown }[];
    };
    const policies = CDN_MEDIA_PREFIXES.map((prefix) => {
      const behavior = config.CacheBehaviors.find((b) => b.PathPattern.startsWith(prefix));
      const id = (behavior?.CachePolicyId as { Ref?: string } | undefined)?.Ref ?? '';
      return template.toJSON().Resources[id]?.Properties.CachePolicyConfig as CachePolicyConfig;
    });
    // Assess: the same photo behind a link signed yesterday or today is one cached copy
    for (const policy of policies) {
      const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.QueryStringsConfig).toEqual({
        QueryStringBehavior: 'whitelist',
        QueryStrings: [DOWNLOAD_NAME_PARAM],
      });
      for (const param of SIGNATURE_PARAMS) expect(key.QueryStringsConfig.QueryStrings).not.toContain(param);
      expect(key.HeadersConfig.HeaderBehavior).toBe('none');
      expect(key.CookiesConfig.CookieBehavior).toBe('none');
      // Kept at least a day: a family's links live a day and more.
      expect(policy.MinTTL).toBeGreaterThanOrEqual(86_400);
    }
  });
});
