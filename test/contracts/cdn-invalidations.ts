/**
 * What asking the CDN to forget does, on CloudFront and in memory alike. The emulator's CloudFront
 * records invalidations without an edge to empty, so what is checked is what reaches the
 * distribution: the paths of each request and its reference. That a reference sent again is one
 * request in the cloud, the emulator does not do (it records each); neither is it held here.
 */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { CdnInvalidations } from '#functions/ports/cdn-invalidations.js';

export interface InvalidationRequest {
  readonly paths: readonly string[];
  readonly reference: string;
}

export interface CdnProbe {
  readonly cdn: CdnInvalidations;
  /** The requests that reached the distribution, oldest first. */
  asked(): Promise<InvalidationRequest[]>;
}

export const describeCdnInvalidationsContract = (name: string, makeCdn: () => Promise<CdnProbe>): void => {
  describe(`CDN invalidations contract: ${name}`, () => {
    it('sends each request with its paths and reference, and nothing for no path', async () => {
      const { cdn, asked } = await makeCdn();
      const [stay, other] = [newId(), newId()];
      await cdn.invalidate([`/photos/${stay}/*`], `${stay}-1`);
      await cdn.invalidate([], `${stay}-2`);
      await cdn.invalidate([`/photos/${stay}/*`, `/photos/${other}/*`], `${stay}-3`);
      expect(await asked()).toEqual([
        { paths: [`/photos/${stay}/*`], reference: `${stay}-1` },
        { paths: [`/photos/${stay}/*`, `/photos/${other}/*`], reference: `${stay}-3` },
      ]);
    });
  });
};
