/** Deletes a booklet; an unknown one is refused, and a deletion storage refused is said so. */

import type { ObjectStorage } from '#functions/ports/object-storage.js';

import { bookletKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface DeleteBookletDeps {
  readonly media: Pick<ObjectStorage, 'head' | 'delete'>;
}

export const deleteBooklet = async (deps: DeleteBookletDeps, name: string): Promise<{ message: string }> => {
  const key = bookletKey(name);
  if (!(await deps.media.head(key))) throw new ServiceError('not-found', messages.backOffice.bookletNotFound);
  const { failed } = await deps.media.delete([key]);
  if (failed.length > 0) throw new ServiceError('failed', messages.backOffice.fileDeleteFailed);
  return { message: messages.admin.fileDeleted };
};
