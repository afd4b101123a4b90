/**
 * The routes every visitor and family reaches: sign-in and sign-out (an administrator's too), the
 * stays, a stay and its visible photos, and the token checks. A family's first page loads this
 * table: the team's photo routes live in their own area.
 */
import { authErrors, type RouteDef } from '../route-def.js';
import * as s from '../schemas.js';

export const coreRoutes = {
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Connexion famille ou formateur avec le mot de passe du séjour',
    access: 'public',
    body: s.loginRequestSchema,
    response: s.loginResponseSchema,
    errors: {
      400: 'Données invalides',
      401: 'Mot de passe incorrect ou séjour inconnu',
      403: 'Séjour clôturé : le bon mot de passe ne connecte plus',
      429: 'Trop de tentatives',
    },
  },
  loginAdmin: {
    method: 'POST',
    path: '/loginAdmin',
    summary: 'Connexion administrateur',
    access: 'public',
    body: s.adminLoginRequestSchema,
    response: s.adminLoginResponseSchema,
    errors: { 400: 'Données invalides', 401: 'Identifiants incorrects', 429: 'Trop de tentatives' },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Déconnexion : le jeton présenté est révoqué sur le serveur',
    access: ['stagiaire', 'formateur', 'admin'],
    response: s.logoutResponseSchema,
    errors: authErrors,
  },
  verifyToken: {
    method: 'GET',
    path: '/verifyToken',
    summary: 'Vérifie le jeton administrateur',
    access: ['admin'],
    response: s.verifyTokenResponseSchema,
    errors: authErrors,
  },
  updateStageStatus: {
    method: 'GET',
    path: '/update-stage-status',
    summary: 'Désactive les séjours terminés depuis longtemps (appelé avant la liste des séjours)',
    access: 'public',
    response: s.updateStayStatusResponseSchema,
  },
  listStages: {
    method: 'GET',
    path: '/stages',
    summary: 'Liste des séjours actifs (tous les séjours pour un administrateur)',
    access: 'public',
    response: s.stayListResponseSchema,
  },
  listTeamStages: {
    method: 'GET',
    path: '/equipe/stages',
    summary:
      "Nom et dates de chaque séjour, actif ou non, pour que l'équipe choisisse le sien avant de se connecter",
    access: 'public',
    response: s.teamStayListResponseSchema,
  },
  getStage: {
    method: 'GET',
    path: '/stages/{stageId}',
    summary: "Nom et dates d'un séjour, pour sa famille, ses formateurs et les administrateurs",
    access: ['stagiaire', 'formateur', 'admin'],
    stayScoped: true,
    params: s.stayIdParamsSchema,
    response: s.staySummarySchema,
    errors: { ...authErrors, 404: 'Séjour inconnu' },
  },
  listActivePhotos: {
    method: 'GET',
    path: '/doc_stage_formateur_active/{stageId}',
    summary:
      "Photos visibles d'un séjour, avec des URL expirantes, page par page dans l'ordre de dépôt (suivre `nextCursor`)",
    access: ['stagiaire', 'formateur', 'admin'],
    stayScoped: true,
    params: s.stayIdParamsSchema,
    query: s.photoPageQuerySchema,
    response: s.photoPageSchema,
    errors: { ...authErrors, 400: 'Curseur de page invalide' },
  },
  stageIdFromFamilyToken: {
    method: 'GET',
    path: '/stageId',
    summary: 'Séjour du jeton famille',
    access: ['stagiaire', 'formateur'],
    response: s.stayIdResponseSchema,
    errors: authErrors,
  },
  getStageIdFromToken: {
    method: 'GET',
    path: '/getStageIdFromToken',
    summary: 'Séjour du jeton (famille ou formateur)',
    access: ['stagiaire', 'formateur'],
    response: s.stayIdResponseSchema,
    errors: authErrors,
  },
  ping: {
    method: 'GET',
    path: '/ping',
    summary: "Contrôle d'accès : le jeton a-t-il le rôle demandé ?",
    access: ['stagiaire', 'formateur', 'admin'],
    query: s.pingQuerySchema,
    response: s.pingResponseSchema,
    errors: authErrors,
  },
} as const satisfies Record<string, RouteDef>;
