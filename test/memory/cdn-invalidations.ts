/** The CDN's invalidations in memory, for unit tests: what was asked, in order. */
import type { CdnInvalidations } from '#functions/ports/cdn-invalidations.js';

export interface RecordedInvalidations extends CdnInvalidations {
  readonly requests: { readonly paths: readonly string[]; readonly reference: string }[];
}

export const recordedInvalidations = (): RecordedInvalidations => {
  const requests: { paths: readonly string[]; reference: string }[] = [];
  return {
    requests,
    async invalidate(paths, reference) {
      // As the CloudFront one: no path, no request (CloudFront refuses an empty batch).
      if (paths.length > 0) requests.push({ paths: [...paths], reference });
    },
  };
};
