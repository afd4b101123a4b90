/**
 * Routes of the trainer area: photo deposit (its signature, the team's photo lists and states), the photo-responsible contact, the participants. A trainer acts
 * only on the stay of its token: every route names the stay in its path (`stayScoped`), except
 * `save-stagiaires`, whose stay is in the body as the spec has it and is checked by the handler.
 */

import * as t from '../director-schemas.js';
import { imageRefusalListSchema } from '../image-consent.js';
import { authErrors, type RouteDef } from '../route-def.js';
import * as s from '../schemas.js';

const team = ['formateur', 'admin'] as const;

export const directorRoutes = {
  listAllPhotos: {
    method: 'GET',
    path: '/doc_stage_formateur_all/{stageId}',
    summary: "Toutes les photos d'un séjour, y compris en attente et refusées",
    access: ['formateur', 'admin'],
    stayScoped: true,
    params: s.stayIdParamsSchema,
    response: s.managedPhotoListResponseSchema,
    errors: authErrors,
  },
  listLatestPhotos: {
    method: 'GET',
    path: '/doc_stage_formateur_latest/{stageId}',
    summary:
      "Photos d'un séjour, y compris en attente et refusées, page par page de la plus récente à la plus ancienne (suivre `nextCursor`)",
    access: ['formateur', 'admin'],
    stayScoped: true,
    params: s.stayIdParamsSchema,
    query: s.managedPhotoPageQuerySchema,
    response: s.managedPhotoPageSchema,
    errors: { ...authErrors, 400: 'Curseur de page invalide' },
  },
  photoStates: {
    method: 'GET',
    path: '/doc_stage_formateur_states/{stageId}',
    summary:
      "État des photos nommées d'un séjour (celles d'un envoi en cours) : traitement, refus et motif, validation",
    access: ['formateur', 'admin'],
    stayScoped: true,
    params: s.stayIdParamsSchema,
    query: s.photoStatesQuerySchema,
    response: s.managedPhotoListResponseSchema,
    errors: { ...authErrors, 400: 'Identifiants invalides' },
  },
  signPhotoUploads: {
    method: 'POST',
    path: '/doc_stage_formateur/{stageId}/uploads',
    summary: 'Signe un lot de dépôts directs de photos vers le stockage (PUT présigné)',
    access: ['formateur', 'admin'],
    stayScoped: true,
    params: s.stayIdParamsSchema,
    body: s.signUploadsRequestSchema,
    response: s.signUploadsResponseSchema,
    successStatus: 201,
    errors: { ...authErrors, 400: 'Fichier refusé (type, taille ou nombre)', 404: 'Séjour inconnu' },
  },
  stageContacts: {
    method: 'GET',
    path: '/formateurs/by-stage/{stageId}',
    summary:
      'Directeurs du séjour (nom, prénom, mail, téléphone, catégorie), dans leur ordre de création : le responsable photo est le premier « sejour », sinon le premier « centre »',
    access: team,
    stayScoped: true,
    params: s.stayIdParamsSchema,
    response: t.stayContactListSchema,
    errors: authErrors,
  },
  imageRefusals: {
    method: 'GET',
    path: '/stays/{stageId}/image-refusals',
    summary:
      "Enfants du séjour sans droit à l'image (nom, prénom, groupe), par ordre alphabétique : à chercher sur les photos avant de les publier",
    access: team,
    stayScoped: true,
    params: s.stayIdParamsSchema,
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
    params: s.stayIdParamsSchema,
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
    params: s.stayIdParamsSchema,
    body: t.completeUploadsRequestSchema,
    response: t.completeUploadsResponseSchema,
    successStatus: 201,
    errors: { ...authErrors, 404: 'Séjour inconnu' },
  },
} as const satisfies Record<string, RouteDef>;
