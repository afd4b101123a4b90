/**
 * Routes of the administrators' photo management (/photos-modify). The spec's
 * one-call-per-photo update is replaced by one atomic call for the whole set.
 */
import type { RouteDef } from '../api-routes.js';
import * as p from '../photo-admin-schemas.js';
import { stageIdParamsSchema } from '../schemas.js';

const adminOnly = ['admin'] as const;
const authErrors = { 401: 'Jeton absent, invalide ou expiré', 403: 'Réservé aux administrateurs' } as const;

export const photoAdminRoutes = {
  validatePhotos: {
    method: 'POST',
    path: '/photos/{stageId}/validation',
    summary:
      'Enregistre en une fois actif, approbateur et date de suppression de photos du séjour : tout ou rien',
    access: adminOnly,
    params: stageIdParamsSchema,
    body: p.validatePhotosRequestSchema,
    response: p.validatePhotosResponseSchema,
    errors: { ...authErrors, 400: 'Données invalides', 404: 'Séjour ou photo inconnus : rien n’a changé' },
  },
  listPhotoDeletions: {
    method: 'GET',
    path: '/photos/{stageId}/deletions',
    summary:
      'Journal des photos supprimées du séjour (date passée ou suppression), les plus récentes d’abord',
    access: adminOnly,
    params: stageIdParamsSchema,
    response: p.photoDeletionListSchema,
    errors: authErrors,
  },
  rotatePhotos: {
    method: 'POST',
    path: '/rotate_images/{stageId}',
    summary:
      'Tourne de 90° une ou plusieurs photos du séjour (file de rotation ; la version de chaque photo change)',
    access: adminOnly,
    params: stageIdParamsSchema,
    body: p.rotatePhotosRequestSchema,
    response: p.rotatePhotosResponseSchema,
    errors: { ...authErrors, 400: 'Données invalides', 404: 'Séjour ou photo inconnus : rien n’est tourné' },
  },
  requestArchive: {
    method: 'POST',
    path: '/archives/{stageId}',
    summary:
      'Demande le zip de photos choisies (ou de toutes) : réponse immédiate, le zip est construit par une file',
    access: ['stagiaire', 'admin'],
    stayScoped: true,
    params: stageIdParamsSchema,
    body: p.archiveRequestSchema,
    response: p.archiveStatusSchema,
    successStatus: 201,
    errors: {
      401: 'Jeton absent, invalide ou expiré',
      403: 'Rôle ou séjour non autorisé',
      400: 'Aucune photo',
      404: 'Séjour ou photo inconnus',
    },
  },
  getArchive: {
    method: 'GET',
    path: '/archives/{stageId}/{archiveId}',
    summary: 'Avancement d’un zip et, une fois prêt, son lien de téléchargement',
    access: ['stagiaire', 'admin'],
    stayScoped: true,
    params: p.archiveParamsSchema,
    response: p.archiveStatusSchema,
    errors: {
      401: 'Jeton absent, invalide ou expiré',
      403: 'Rôle ou séjour non autorisé',
      404: 'Zip inconnu',
    },
  },
} as const satisfies Record<string, RouteDef>;
