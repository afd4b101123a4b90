/** Photos of a stay: lists with expiring URLs, and signing of direct uploads to storage. */
import { uploaderOf } from '#functions/domain/upload-batch.js';
import { listFamilyPhotos } from '#functions/services/photos/list-family-photos.js';
import { listLatestPhotos, photoStates } from '#functions/services/photos/list-latest-photos.js';
import { listManagedPhotos } from '#functions/services/photos/list-managed-photos.js';
import { viewerOf } from '#functions/services/photos/photo-urls.js';
import { signPhotoUploads } from '#functions/services/photos/sign-photo-uploads.js';
import type { RouteHandlers } from '../route-handler.js';

export const photoHandlers: RouteHandlers<
  'listActivePhotos' | 'listAllPhotos' | 'listLatestPhotos' | 'photoStates' | 'signPhotoUploads'
> = {
  async listActivePhotos({ params, query, principal }, deps) {
    return {
      body: await listFamilyPhotos(deps, params.stageId, { ...query, viewer: viewerOf(principal.role) }),
    };
  },

  async listAllPhotos({ params }, deps) {
    return { body: await listManagedPhotos(deps, params.stageId) };
  },

  async listLatestPhotos({ params, query }, deps) {
    return { body: await listLatestPhotos(deps, params.stageId, query) };
  },

  async photoStates({ params, query }, deps) {
    return { body: await photoStates(deps, params.stageId, query.ids) };
  },

  async signPhotoUploads({ params, body, principal }, deps) {
    // A trainer's photos make a batch per signed-in session: two trainers of a stay, each on their
    // phone, each get their batch announced.
    const uploader = principal.role === 'formateur' ? uploaderOf(principal.tokenId) : undefined;
    return {
      body: await signPhotoUploads(deps, {
        ...body,
        stageId: params.stageId,
        role: principal.role,
        uploader,
      }),
    };
  },
};
