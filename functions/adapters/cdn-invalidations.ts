/**
 * The CDN's edge cache, behind a small interface: the photos stream handler asks it to forget the
 * photos of a stay once some of them were hidden or deleted. CloudFront bills invalidations by path
 * (the first 1,000 a month free, then $0.005 each; a path ending in `*` counts as one), so the
 * caller sends one wildcard per stay and batch rather than one path per object.
 */

import { type CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { CdnInvalidations } from '#functions/ports/cdn-invalidations.js';

/** No CDN in front of the media (bare test stacks): nothing is kept, nothing to forget. */
export const noInvalidations: CdnInvalidations = { invalidate: async () => undefined };

export const createCloudFrontInvalidations = (
  cloudfront: CloudFrontClient,
  distributionId: string,
): CdnInvalidations => ({
  async invalidate(paths, reference) {
    if (paths.length === 0) return;
    await cloudfront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          CallerReference: reference,
          Paths: { Quantity: paths.length, Items: [...paths] },
        },
      }),
    );
  },
});
