/**
 * Routes of the trainer area: photo deposit, the photo-responsible contact, the participants. A trainer acts
 * only on the stay of its token: every route names the stay in its path (`stayScoped`), except
 * `save-stagiaires`, whose stay is in the body as the spec has it and is checked by the handler.
 */

import { imageRefusalListSchema } from '../image-consent.js';
import type { RouteDef } from '../route-def.js';
import { stageIdParamsSchema } from '../schemas.js';
import * as t from '../trainer-schemas.js';

const team = ['formateur', 'admin'] as const;
const authErrors = { 401: 'Jeton absent, invalide ou expiré', 403: 'Rôle ou séjour non autorisé' } as const;

export const trainerRoutes = {
  stageContacts: {
    method: 'GET',
    path: '/formateurs/by-stage/{stageId}',
    summary:
      'Directeurs du séjour (nom, prénom, mail, téléphone, catégorie), dans leur ordre de création : le responsable photo est le premier « sejour », sinon le premier « centre »',
    access: team,
    stayScoped: true,
    params: stageIdParamsSchema,
    response: t.stageContactListSchema,
    errors: authErrors,
  },
  imageRefusals: {
    method: 'GET',
    path: '/stays/{stageId}/image-refusals',
    summary:
      "Enfants du séjour sans droit à l'image (nom, prénom, groupe), par ordre alphabétique : à chercher sur les photos avant de les publier",
    access: team,
    stayScoped: true,
    params: stageIdParamsSchema,
    response: imageRefusalListSchema,
    errors: authErrors,
  },
  saveParticipants: {
    method: 'POST',
    path: '/save-stagiaires',
    summary: "Enregistre les participants modifiés par un directeur (nom, prénom, mailRL, droit à l'image)",
    access: team,
    body: t.saveParticipantsRequestSchema,
    response: t.saveParticipantsResponseSchema,
    errors: { ...authErrors, 400: 'Données invalides', 404: 'Participant absent de ce séjour' },
  },
  deletePhoto: {
    method: 'DELETE',
    path: '/delete_image/{stageId}/{id}',
    summary: 'Supprime une photo du séjour : son enregistrement et tous ses fichiers (original, copies)',
    access: team,
    stayScoped: true,
    params: t.photoIdParamsSchema,
    response: t.deletePhotosResponseSchema,
    errors: { ...authErrors, 404: 'Photo inconnue' },
  },
  deletePhotos: {
    method: 'POST',
    path: '/delete_images/{stageId}',
    summary:
      'Supprime des photos du séjour (enregistrements et fichiers) ; les échecs sont rendus photo par photo',
    access: team,
    stayScoped: true,
    params: stageIdParamsSchema,
    body: t.deletePhotosRequestSchema,
    response: t.deletePhotosResponseSchema,
    errors: { ...authErrors, 400: 'Données invalides' },
  },
  completeUploads: {
    method: 'POST',
    path: '/doc_stage_formateur/{stageId}/uploads/complete',
    summary:
      "Fin d'un lot de dépôts : met en file un seul mail aux administrateurs (nombre de photos, séjour)",
    access: team,
    stayScoped: true,
    params: stageIdParamsSchema,
    body: t.completeUploadsRequestSchema,
    response: t.completeUploadsResponseSchema,
    successStatus: 201,
    errors: { ...authErrors, 404: 'Séjour inconnu' },
  },
} as const satisfies Record<string, RouteDef>;
