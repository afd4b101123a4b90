/**
 * Routes of the administrators' photo management (/photos-modify). The spec's
 * one-call-per-photo update is replaced by one atomic call for the whole set.
 */

import { workbookFileResponseSchema } from '../admin-schemas.js';
import * as p from '../photo-admin-schemas.js';
import { adminAuthErrors, adminOnly, type RouteDef } from '../route-def.js';
import { stayIdParamsSchema } from '../schemas.js';

export const photoAdminRoutes = {
  validatePhotos: {
    method: 'POST',
    path: '/photos/{stageId}/validation',
    summary:
      'Enregistre en une fois actif, approbateur et date de suppression de photos du séjour : tout ou rien',
    access: adminOnly,
    params: stayIdParamsSchema,
    body: p.validatePhotosRequestSchema,
    response: p.validatePhotosResponseSchema,
    errors: {
      ...adminAuthErrors,
      400: 'Données invalides',
      404: 'Séjour ou photo inconnus : rien n’a changé',
    },
  },
  listPhotoDeletions: {
    method: 'GET',
    path: '/photos/{stageId}/deletions',
    summary:
      'Journal des photos supprimées du séjour (date passée ou suppression), les plus récentes d’abord',
    access: adminOnly,
    params: stayIdParamsSchema,
    response: p.photoDeletionListSchema,
    errors: adminAuthErrors,
  },
  downloadDeletionAttestation: {
    method: 'GET',
    path: '/photos/{stageId}/deletions/attestation',
    summary:
      'Attestation de suppression des photos du séjour, en xlsx (base64), même après la suppression du séjour',
    access: adminOnly,
    params: stayIdParamsSchema,
    response: workbookFileResponseSchema,
    errors: { ...adminAuthErrors, 404: 'Séjour inconnu du journal des suppressions' },
  },
  rotatePhotos: {
    method: 'POST',
    path: '/rotate_images/{stageId}',
    summary:
      'Tourne de 90° une ou plusieurs photos du séjour (file de rotation ; la version de chaque photo change)',
    access: adminOnly,
    params: stayIdParamsSchema,
    body: p.rotatePhotosRequestSchema,
    response: p.rotatePhotosResponseSchema,
    errors: {
      ...adminAuthErrors,
      400: 'Données invalides',
      404: 'Séjour ou photo inconnus : rien n’est tourné',
    },
  },
} as const satisfies Record<string, RouteDef>;
