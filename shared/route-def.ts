/**
 * What a route of the API is: its method, path, access and schemas, and the prefixes and headers
 * every route shares. Apart from the table itself, so that a page can import the few routes it calls
 * (and their schemas) without the whole table.
 */
import type { z } from 'zod';
import type { Role } from './roles.js';

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

/** The statuses every signed-in route may answer. */
export const authErrors = {
  401: 'Jeton absent, invalide ou expiré',
  403: 'Rôle ou séjour non autorisé',
} as const;

/** Who may call the back-office's routes, and what they answer anyone else. */
export const adminOnly = ['admin'] as const;
export const adminAuthErrors = {
  401: 'Jeton absent, invalide ou expiré',
  403: 'Réservé aux administrateurs',
} as const;
