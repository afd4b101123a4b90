/**
 * What the media links allow a browser, the real ones and the fakes alike: CloudFront signed URLs
 * checked by the test stack's own edge, presigned S3 uploads and document links on the emulator,
 * the fakes' links followed by their fake edge. The emulator checks no S3 signature, so that an
 * upload link is pinned to its type and length, and that a link ends with its lifetime, are held by
 * the signers' unit tests; here, what a link opens, for how long at most, and what an upload needs.
 */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { FileLinks } from '#functions/ports/file-links.js';
import type { SignedUpload, UrlSigner } from '#functions/ports/url-signer.js';
import { UPLOAD_URL_TTL_SECONDS } from '#shared/limits.js';

export interface Opened {
  readonly status: number;
  readonly body: string;
  readonly contentType: string | undefined;
  readonly disposition: string | undefined;
}

export interface MediaProbe {
  /** Stores an object as an upload or a worker would. */
  store(key: string, body: string, contentType: string): Promise<void>;
  /** What a browser gets following the link now. */
  open(url: string): Promise<Opened>;
  /** Sends `body` to an upload link with its headers, as the browser does; the answer's status. */
  upload(signed: SignedUpload, body: string): Promise<number>;
}

/** A signer signing at `clock`'s time, over a bucket the probe reads. */
export type MakeSigner = (clock: () => Date) => Promise<MediaProbe & { readonly signer: UrlSigner }>;
export type MakeFileLinks = () => Promise<MediaProbe & { readonly links: FileLinks }>;

export const describeUrlSignerContract = (name: string, makeSigner: MakeSigner): void => {
  describe(`media links contract: ${name}`, () => {
    it('opens the object a link names, the same link within a step, saved under its name', async () => {
      const now = new Date();
      const { signer, store, open } = await makeSigner(() => now);
      const key = `stages/${newId()}/cover.jpg`;
      await store(key, 'couverture', 'image/jpeg');
      const url = await signer.getUrl(key);
      expect(await signer.getUrl(key)).toBe(url);
      expect(await open(url)).toMatchObject({ status: 200, body: 'couverture', contentType: 'image/jpeg' });
      const saved = await open(await signer.getUrl(key, { downloadName: 'Séjour été.jpg' }));
      expect(saved).toMatchObject({ status: 200, body: 'couverture' });
      expect(saved.disposition).toMatch(/^attachment; .*filename\*=UTF-8''S%C3%A9jour%20%C3%A9t%C3%A9\.jpg/);
      expect((await open(await signer.getUrl(`${key}.absente`))).status).toBe(403);
    });

    it('opens what lies under a scope, nothing outside it, nothing past its end', async () => {
      const now = new Date();
      const { signer, store, open } = await makeSigner(() => now);
      const stay = newId();
      const prefix = `photos/${stay}/p1/`;
      const [thumb, display, other] = [
        `${prefix}thumb.jpg`,
        `${prefix}display.jpg`,
        `photos/${stay}/p2/thumb.jpg`,
      ];
      for (const key of [thumb, display, other]) await store(key, key, 'image/jpeg');
      const urls = await signer.getScopedUrls({ prefix, lifetime: 'day' }, [thumb, display]);
      expect(await Promise.all(urls.map(async (url) => (await open(url)).body))).toEqual([thumb, display]);
      // The same signature over another key's path: the scope does not reach it.
      const moved = (urls[0] ?? '').replace(`/${stay}/p1/`, `/${stay}/p2/`);
      expect(moved).not.toBe(urls[0]);
      expect((await open(moved)).status).toBe(403);
      await expect(signer.getScopedUrls({ prefix, lifetime: 'hour' }, [other])).rejects.toThrow();
      expect(await signer.getScopedUrls({ prefix, lifetime: 'hour' }, [])).toEqual([]);
      const ended = await signer.getScopedUrls(
        { prefix, lifetime: 'day', notAfter: new Date(now.getTime() - 1000) },
        [thumb],
      );
      expect((await open(ended[0] ?? '')).status).toBe(403);
    });

    it('hands an upload link its headers and the upload time, and stores what is sent', async () => {
      const now = new Date();
      const { signer, upload, open } = await makeSigner(() => now);
      const key = `stages/files/${newId()}.pdf`;
      const signed = await signer.putUrl(key, { contentType: 'application/pdf', contentLength: 8 });
      // The browser sends these headers as they are; it sets the length itself.
      expect(signed.headers).toEqual({ 'Content-Type': 'application/pdf' });
      expect(signed.expiresAt).toEqual(new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000));
      expect(await upload(signed, '%PDF-1.7')).toBe(200);
      expect(await open(await signer.getUrl(key))).toMatchObject({
        status: 200,
        body: '%PDF-1.7',
        contentType: 'application/pdf',
      });
    });
  });
};

export const describeFileLinksContract = (name: string, makeLinks: MakeFileLinks): void => {
  describe(`document links contract: ${name}`, () => {
    it('opens the file, a PDF shown in the page, anything else saved under its name', async () => {
      const { links, store, open } = await makeLinks();
      const [pdf, page] = [`documents/${newId()}/programme`, `documents/${newId()}/page`];
      await store(pdf, '%PDF-1.7', 'binary/octet-stream');
      await store(page, '<script>alert(1)</script>', 'text/html');
      const shown = await open(await links.link(pdf, 'Programme été.pdf'));
      expect(shown).toMatchObject({ status: 200, body: '%PDF-1.7', contentType: 'application/pdf' });
      expect(shown.disposition).toMatch(/^inline; .*filename\*=UTF-8''Programme%20%C3%A9t%C3%A9\.pdf$/);
      // Whatever its bytes, an uploaded page is never shown as a page of the site.
      const saved = await open(await links.link(page, 'page.html'));
      expect(saved).toMatchObject({ status: 200, contentType: 'application/octet-stream' });
      expect(saved.disposition).toMatch(/^attachment; filename="page\.html"/);
    });
  });
};
