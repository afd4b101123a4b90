/**
 * Trainer collaboration: shared documents in folders, booklets, the stay's documents, the
 * question board and evaluation reports, plus the administrators' xlsx of a stay's reports. Only
 * trainers and administrators reach these routes; files are handed out as expiring links.
 */

import * as c from '../collab-schemas.js';
import type { RouteDef } from '../route-def.js';
import { stayIdParamsSchema } from '../schemas.js';

const authErrors = { 401: 'Jeton absent, invalide ou expiré', 403: 'Rôle ou séjour non autorisé' } as const;
const team = ['formateur', 'admin'] as const;

export const collabRoutes = {
  listFolders: {
    method: 'GET',
    path: '/folders',
    summary: 'Dossiers des documents partagés entre formateurs',
    access: team,
    response: c.folderListResponseSchema,
    errors: authErrors,
  },
  listFolderFiles: {
    method: 'GET',
    path: '/files/{folderName}',
    summary:
      "Fichiers d'un dossier, avec des liens expirants (jamais affichés en ligne s'ils sont dangereux)",
    access: team,
    params: c.folderParamsSchema,
    response: c.storedFileListResponseSchema,
    errors: { ...authErrors, 400: 'Nom de dossier invalide', 404: 'Dossier inconnu' },
  },
  signFolderUploads: {
    method: 'POST',
    path: '/upload/{folderName}',
    summary:
      "Étape 1 d'un envoi de documents : signe un PUT direct vers le stockage par fichier. " +
      'Étape 2 : le navigateur envoie chaque fichier à son URL avec les en-têtes donnés.',
    access: team,
    params: c.folderParamsSchema,
    body: c.documentUploadRequestSchema,
    response: c.documentUploadResponseSchema,
    successStatus: 201,
    errors: {
      ...authErrors,
      400: 'Nom, type ou taille de fichier refusé',
      404: 'Dossier inconnu',
    },
  },
  listComments: {
    method: 'GET',
    path: '/commentaires',
    summary: 'Questions des formateurs, chacune avec ses réponses',
    access: team,
    response: c.commentListResponseSchema,
    errors: authErrors,
  },
  createComment: {
    method: 'POST',
    idempotent: true,
    path: '/commentaires',
    summary: 'Pose une question',
    access: team,
    body: c.createCommentRequestSchema,
    response: c.commentSchema,
    successStatus: 201,
    errors: { ...authErrors, 400: 'Nom et question requis' },
  },
  createReply: {
    method: 'POST',
    idempotent: true,
    path: '/reponses',
    summary: 'Répond à une question',
    access: team,
    body: c.createReplyRequestSchema,
    response: c.replySchema,
    successStatus: 201,
    errors: { ...authErrors, 400: 'Nom et réponse requis', 404: 'Question inconnue' },
  },
  listBookletFiles: {
    method: 'GET',
    path: '/livrets-fichiers',
    summary:
      'Livrets du formateur (déposés par les administrateurs) avec des liens expirants ; ' +
      '`GET /livrets` en donne les seuls noms',
    access: team,
    response: c.storedFileListResponseSchema,
    errors: authErrors,
  },
  listStageDocuments: {
    method: 'GET',
    path: '/stage-documents/{stageId}',
    summary: 'Documents joints au séjour à sa création, avec des liens expirants',
    access: team,
    stayScoped: true,
    params: stayIdParamsSchema,
    response: c.storedFileListResponseSchema,
    errors: { ...authErrors, 404: 'Séjour inconnu' },
  },
  listEvaluationTrainees: {
    method: 'GET',
    path: '/evaluations/{stageId}/stagiaires',
    summary: 'Stagiaires du séjour à évaluer, avec le libellé qui nomme leur rapport',
    access: team,
    stayScoped: true,
    params: stayIdParamsSchema,
    response: c.participantListResponseSchema,
    errors: authErrors,
  },
  getReport: {
    method: 'GET',
    path: '/get-rapport/{stageId}/{label}',
    summary: "Rapport d'évaluation d'un stagiaire (libellé encodé dans le chemin)",
    access: team,
    stayScoped: true,
    params: c.reportParamsSchema,
    response: c.reportSchema,
    errors: { ...authErrors, 404: 'Pas encore de rapport pour ce stagiaire' },
  },
  saveReport: {
    method: 'POST',
    path: '/save-rapport',
    summary:
      "Enregistre un rapport d'évaluation ; `version` est celle du texte chargé, et une version " +
      'dépassée (un autre formateur a enregistré entre-temps) est refusée par un 409',
    access: team,
    body: c.saveReportRequestSchema,
    response: c.saveReportResponseSchema,
    errors: {
      ...authErrors,
      400: 'Données invalides ou stagiaire inconnu',
      404: 'Séjour inconnu',
      409: "Le rapport a été modifié par quelqu'un d'autre",
    },
  },
  downloadReports: {
    method: 'GET',
    path: '/download-rapport',
    summary:
      "Classeur xlsx des rapports d'évaluation d'un séjour (par son nom) : répond un lien expirant " +
      'qui télécharge le fichier',
    access: ['admin'],
    query: c.reportDownloadQuerySchema,
    response: c.reportDownloadResponseSchema,
    errors: { ...authErrors, 400: 'Séjour non choisi' },
  },
} as const satisfies Record<string, RouteDef>;
