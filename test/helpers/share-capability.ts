/// <reference lib="dom" />
/**
 * The browser's ability to share files, stubbed for tests of the pages that use it: the capability
 * is what varies between phones and desktops, the pages' behaviour is what is tested. Both stubs are
 * init scripts (self-contained: they run in the page).
 */
import type { Page } from 'playwright-core';

export interface SharedFile {
  readonly name: string;
  readonly type: string;
  readonly sha256: string;
}

declare global {
  interface Window {
    sharedBatches?: SharedFile[][];
  }
}

/** A browser that can share files: canShare says yes to files, share records what it receives. */
export const shareCapability = (): void => {
  window.sharedBatches = [];
  const hex = (buffer: ArrayBuffer) =>
    Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
  Object.defineProperty(Navigator.prototype, 'canShare', {
    configurable: true,
    value: (data?: { files?: File[] }) => Array.isArray(data?.files) && data.files.length > 0,
  });
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: async (data: { files?: File[] }) => {
      const files = await Promise.all(
        (data.files ?? []).map(async (file) => ({
          name: file.name,
          type: file.type,
          sha256: hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer())),
        })),
      );
      window.sharedBatches?.push(files);
    },
  });
};

/** A browser that shares links at most: no canShare, as on most desktops. */
export const noShareCapability = (): void => {
  Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: undefined });
};

/** What the page handed to the share sheet so far, one list of files per share. */
export const sharedBatches = (page: Page): Promise<SharedFile[][]> =>
  page.evaluate(() => window.sharedBatches ?? []);
