/**
 * Routes of the stay's zips: families and administrators ask for one, then follow its parts until
 * each can be downloaded.
 */
import * as a from '../archive-schemas.js';
import type { RouteDef } from '../route-def.js';
import { stayIdParamsSchema } from '../schemas.js';

export const archiveRoutes = {
  requestArchive: {
    method: 'POST',
    path: '/archives/{stageId}',
    summary:
      'Demande le zip de photos choisies (ou de toutes) : réponse immédiate, le zip est construit par une file',
    access: ['stagiaire', 'admin'],
    stayScoped: true,
    params: stayIdParamsSchema,
    body: a.archiveRequestSchema,
    response: a.archiveStatusSchema,
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
    params: a.archiveParamsSchema,
    response: a.archiveStatusSchema,
    errors: {
      401: 'Jeton absent, invalide ou expiré',
      403: 'Rôle ou séjour non autorisé',
      404: 'Zip inconnu',
    },
  },
} as const satisfies Record<string, RouteDef>;
