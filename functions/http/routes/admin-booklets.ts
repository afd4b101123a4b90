/** Booklets (spec 001 §7.5): PDFs under `livrets/{file}` in the media bucket, uploaded directly. */
import { bookletKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import { ServiceError } from '../../services/service-error.js';
import type { RouteHandlers } from '../route-handler.js';
import { signFile } from './admin-uploads.js';

export const adminBookletHandlers: RouteHandlers<'listBooklets' | 'signBooklet' | 'deleteBooklet'> = {
  async listBooklets(_input, deps) {
    return { body: await deps.booklets.list() };
  },

  async signBooklet({ body }, deps) {
    // Same name, same key: sending a booklet again replaces it, as the old version did.
    return { body: await signFile(deps, bookletKey(body.name), body) };
  },

  async deleteBooklet({ params }, deps) {
    const key = bookletKey(params.name);
    if (!(await deps.media.head(key)))
      throw new ServiceError('not-found', messages.backOffice.bookletNotFound);
    const { failed } = await deps.media.delete([key]);
    if (failed.length > 0) throw new ServiceError('failed', messages.backOffice.fileDeleteFailed);
    return { body: { message: messages.admin.fileDeleted } };
  },
};
