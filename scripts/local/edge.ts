/**
 * The local runtime's CloudFront distribution. The site server checks signed media links itself and
 * keeps no copy, so there is no edge cache to empty; the emulator's CloudFront stands in for the
 * distribution so that the photos stream handler asks for its invalidations exactly as in the cloud,
 * and tests can read back what was asked.
 */
import {
  type CloudFrontClient,
  CreateDistributionCommand,
  GetInvalidationCommand,
  ListInvalidationsCommand,
} from '@aws-sdk/client-cloudfront';

/** A distribution in the emulator, named by `reference` (unique per start), in front of `siteUrl`. */
export const createLocalDistribution = async (
  cloudfront: CloudFrontClient,
  siteUrl: string,
  reference: string,
): Promise<string> => {
  const origin = { Id: 'site', DomainName: new URL(siteUrl).hostname };
  const answer = await cloudfront.send(
    new CreateDistributionCommand({
      DistributionConfig: {
        CallerReference: reference,
        Comment: 'Portail photos (local)',
        Enabled: true,
        Origins: {
          Quantity: 1,
          Items: [
            {
              ...origin,
              CustomOriginConfig: { HTTPPort: 80, HTTPSPort: 443, OriginProtocolPolicy: 'http-only' },
            },
          ],
        },
        DefaultCacheBehavior: {
          TargetOriginId: origin.Id,
          ViewerProtocolPolicy: 'allow-all',
          // CloudFront's managed CachingDisabled policy: the local site caches nothing either.
          CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
        },
      },
    }),
  );
  const id = answer.Distribution?.Id;
  if (!id) throw new Error("L'émulateur n'a pas créé la distribution CloudFront locale.");
  return id;
};

/** The paths of every invalidation asked of the distribution, oldest first. */
export const invalidationsOf = async (
  cloudfront: CloudFrontClient,
  distributionId: string,
): Promise<string[][]> => {
  const listed = await cloudfront.send(new ListInvalidationsCommand({ DistributionId: distributionId }));
  const ids = (listed.InvalidationList?.Items ?? []).map((item) => item.Id ?? '');
  const batches = await Promise.all(
    ids.map(async (Id) => {
      const answer = await cloudfront.send(
        new GetInvalidationCommand({ DistributionId: distributionId, Id }),
      );
      const { CreateTime, InvalidationBatch } = answer.Invalidation ?? {};
      return { at: CreateTime?.getTime() ?? 0, paths: InvalidationBatch?.Paths?.Items ?? [] };
    }),
  );
  return batches.sort((a, b) => a.at - b.at).map((batch) => batch.paths);
};
