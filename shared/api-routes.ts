/**
 * The route table of the API: one entry per endpoint, read by the HTTP app (which must give every
 * entry a handler), by the CDK app (one API Gateway route per entry and prefix) and by the OpenAPI
 * generator. Paths are written without the prefix, in OpenAPI's `{param}` style.
 */
import type { z } from 'zod';
import type { Role } from './roles.js';
import { adminRoutes } from './routes/admin.js';
import { collabRoutes } from './routes/collab.js';
import { digestRoutes } from './routes/digest.js';
import { photoAdminRoutes } from './routes/photo-admin.js';
import { trainerRoutes } from './routes/trainer.js';
import * as s from './schemas.js';

export const API_PREFIX = '/api';
/** The spec writes some calls under /api/api/: the same API answers there too. */
export const API_ALIAS_PREFIX = '/api/api';
export const API_PREFIXES = [API_PREFIX, API_ALIAS_PREFIX] as const;

/** The header that makes a create idempotent: letters, digits, '-' and '_', 8 to 100 of them. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  /** 'public', or the roles whose token may call it. */
  readonly access: 'public' | readonly Role[];
  /** The route's `{stageId}` must be the token's own stay (administrators may use any stay). */
  readonly stayScoped?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /**
   * A create: an `Idempotency-Key` header (the browser sends one per user action) makes a repeat of
   * the same request answer the first result instead of creating again.
   */
  readonly idempotent?: true;
  /** Status of a success, 200 unless said. */
  readonly successStatus?: 200 | 201;
  /** Statuses other than 200 that the route may answer, with what they mean. */
  readonly errors?: Readonly<Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429, string>>>;
}

const authErrors = { 401: 'Jeton absent, invalide ou expiré', 403: 'Rôle ou séjour non autorisé' } as const;

export const apiRoutes = {
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
    response: s.updateStageStatusResponseSchema,
  },
  listStages: {
    method: 'GET',
    path: '/stages',
    summary: 'Liste des séjours actifs (tous les séjours pour un administrateur)',
    access: 'public',
    response: s.stageListResponseSchema,
  },
  listTeamStages: {
    method: 'GET',
    path: '/equipe/stages',
    summary:
      "Nom et dates de chaque séjour, actif ou non, pour que l'équipe choisisse le sien avant de se connecter",
    access: 'public',
    response: s.teamStageListResponseSchema,
  },
  getStage: {
    method: 'GET',
    path: '/stages/{stageId}',
    summary: "Nom et dates d'un séjour, pour sa famille, ses formateurs et les administrateurs",
    access: ['stagiaire', 'formateur', 'admin'],
    stayScoped: true,
    params: s.stageIdParamsSchema,
    response: s.stageSummarySchema,
    errors: { ...authErrors, 404: 'Séjour inconnu' },
  },
  listActivePhotos: {
    method: 'GET',
    path: '/doc_stage_formateur_active/{stageId}',
    summary:
      "Photos visibles d'un séjour, avec des URL expirantes, page par page dans l'ordre de dépôt (suivre `nextCursor`)",
    access: ['stagiaire', 'formateur', 'admin'],
    stayScoped: true,
    params: s.stageIdParamsSchema,
    query: s.photoPageQuerySchema,
    response: s.photoPageSchema,
    errors: { ...authErrors, 400: 'Curseur de page invalide' },
  },
  listAllPhotos: {
    method: 'GET',
    path: '/doc_stage_formateur_all/{stageId}',
    summary: "Toutes les photos d'un séjour, y compris en attente et refusées",
    access: ['formateur', 'admin'],
    stayScoped: true,
    params: s.stageIdParamsSchema,
    response: s.managedPhotoListResponseSchema,
    errors: authErrors,
  },
  signPhotoUploads: {
    method: 'POST',
    path: '/doc_stage_formateur/{stageId}/uploads',
    summary: 'Signe un lot de dépôts directs de photos vers le stockage (PUT présigné)',
    access: ['formateur', 'admin'],
    stayScoped: true,
    params: s.stageIdParamsSchema,
    body: s.signUploadsRequestSchema,
    response: s.signUploadsResponseSchema,
    successStatus: 201,
    errors: { ...authErrors, 400: 'Fichier refusé (type, taille ou nombre)', 404: 'Séjour inconnu' },
  },
  stageIdFromFamilyToken: {
    method: 'GET',
    path: '/stageId',
    summary: 'Séjour du jeton famille',
    access: ['stagiaire', 'formateur'],
    response: s.stageIdResponseSchema,
    errors: authErrors,
  },
  getStageIdFromToken: {
    method: 'GET',
    path: '/getStageIdFromToken',
    summary: 'Séjour du jeton (famille ou formateur)',
    access: ['stagiaire', 'formateur'],
    response: s.stageIdResponseSchema,
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
  ...trainerRoutes,
  ...adminRoutes,
  ...collabRoutes,
  ...photoAdminRoutes,
  ...digestRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof apiRoutes;

/** `/stages/{stageId}` → `/stages/:stageId`, the form routers use. */
export const toColonPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Paths answered outside the table: the OpenAPI document itself. */
export const OPENAPI_PATH = '/openapi.json';
