/** The documents attached to a stay when it was created, with the names the administrator gave them. */
import type { StoredFile } from '#shared/collab-schemas.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';
import { type LinkFilesDeps, linkFiles } from './link-files.js';

export interface ListStayDocumentsDeps extends RequireStayDeps, LinkFilesDeps {}

export const listStayDocuments = async (
  deps: ListStayDocumentsDeps,
  stayId: string,
): Promise<StoredFile[]> => {
  const stay = await requireStay(deps, stayId);
  const files = (stay.fichiers ?? []).map((file) => ({ key: file.key, name: file.name, size: null }));
  return linkFiles(deps, files);
};
