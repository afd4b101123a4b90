/**
 * The back-office's seasons: every stay grouped by season with what it holds, an action on one stay
 * at a time (the page runs it over a season or a selection, with its progress), and the season's
 * deletion attestation.
 */
import { stayDeletionSummarySchema, workbookFileResponseSchema } from '../admin-schemas.js';
import { adminAuthErrors, adminOnly, type RouteDef } from '../route-def.js';
import { stayIdParamsSchema } from '../schemas.js';
import * as s from '../season-schemas.js';

export const seasonRoutes = {
  listSeasons: {
    method: 'GET',
    path: '/seasons',
    summary: 'Les séjours regroupés par saison (d’après leur date de début), les plus récentes d’abord',
    access: adminOnly,
    response: s.seasonListSchema,
    errors: adminAuthErrors,
  },
  getStageCounts: {
    method: 'GET',
    path: '/stage/{stageId}/counts',
    summary: 'Ce que tient un séjour : photos, octets, photos à valider, familles, directeurs, documents',
    access: adminOnly,
    params: stayIdParamsSchema,
    response: stayDeletionSummarySchema,
    errors: { ...adminAuthErrors, 404: 'Séjour inconnu' },
  },
  applySeasonAction: {
    method: 'POST',
    path: '/stage/{stageId}/season-action',
    summary:
      'Active, désactive, clôture (plus aucune connexion), rouvre un séjour, ou purge toutes ses photos (à redemander tant que done est faux)',
    access: adminOnly,
    params: stayIdParamsSchema,
    body: s.seasonActionRequestSchema,
    response: s.seasonActionResponseSchema,
    errors: { ...adminAuthErrors, 400: 'Action inconnue', 404: 'Séjour inconnu', 409: 'Modifié entre-temps' },
  },
  downloadSeasonAttestation: {
    method: 'GET',
    path: '/seasons/{season}/attestation',
    summary:
      'Attestation de suppression des photos de tous les séjours de la saison, supprimés compris, en xlsx (base64)',
    access: adminOnly,
    params: s.seasonParamsSchema,
    response: workbookFileResponseSchema,
    errors: { ...adminAuthErrors, 400: 'Saison inconnue' },
  },
} as const satisfies Record<string, RouteDef>;
