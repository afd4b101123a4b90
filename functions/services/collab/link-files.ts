/**
 * Stored files as the trainer pages show them: name, size, how the page previews each, and an
 * expiring link whose content type and disposition the server chooses from the name.
 */

import type { FileLinks } from '#functions/ports/file-links.js';

import type { StoredFile } from '#shared/collab-schemas.js';
import { previewOf } from '#shared/document-files.js';

export interface LinkFilesDeps {
  readonly links: Pick<FileLinks, 'link'>;
}

export interface FileToLink {
  readonly key: string;
  readonly name: string;
  /** Bytes, when known. */
  readonly size: number | null;
}

export const linkFiles = (deps: LinkFilesDeps, files: readonly FileToLink[]): Promise<StoredFile[]> =>
  Promise.all(
    files.map(async ({ key, name, size }) => ({
      name,
      size,
      preview: previewOf(name),
      url: await deps.links.link(key, name),
    })),
  );
