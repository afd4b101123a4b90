/**
 * The OpenAPI 3.1 document of the API, generated from the route table and its zod schemas, so it
 * cannot drift from what the API validates.
 */
import * as z from 'zod';
import {
  API_PREFIX,
  apiRoutes,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type RouteDef,
} from '#shared/api-routes.js';
import { errorSchema } from '#shared/schemas.js';

type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

const schemaOf = (schema: z.ZodType): JsonSchema => {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: `${COMPONENTS}${id}` };
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const parametersOf = (schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] => {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
};

/**
 * Every route that validates path, query or body answers 400 when they do not match its schemas,
 * whether or not the route lists other reasons for a 400.
 */
const errorsOf = (route: RouteDef): Record<string, string> => ({
  // A route that reads input, or an Idempotency-Key header, refuses malformed ones.
  ...(route.params || route.query || route.body || route.idempotent ? { '400': 'Requête invalide.' } : {}),
  ...(route.idempotent ? { '409': 'La même demande est encore en cours' } : {}),
  // Every JSON body is capped before it is read (the app's body limit).
  ...(route.body ? { '413': 'Requête trop volumineuse.' } : {}),
  ...route.errors,
});

const operationOf = (id: string, route: RouteDef): JsonSchema => ({
  operationId: id,
  summary: route.summary,
  ...(route.access === 'public' ? {} : { security: [{ bearer: [] }] }),
  'x-roles': route.access,
  parameters: [
    ...parametersOf(route.params, 'path'),
    ...parametersOf(route.query, 'query'),
    ...(route.idempotent
      ? [
          {
            name: IDEMPOTENCY_HEADER,
            in: 'header',
            required: false,
            description: 'Une clé par action : la même requête répétée rend la première réponse.',
            schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
          },
        ]
      : []),
  ],
  ...(route.body
    ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body) } } } }
    : {}),
  responses: {
    [String(route.successStatus ?? 200)]: {
      description: 'Succès',
      content: { 'application/json': { schema: schemaOf(route.response) } },
    },
    ...Object.fromEntries(
      Object.entries(errorsOf(route)).map(([status, description]) => [
        status,
        { description, content: { 'application/json': { schema: schemaOf(errorSchema) } } },
      ]),
    ),
  },
});

export const buildOpenApiDocument = (): JsonSchema => {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [id, route] of Object.entries(apiRoutes) as [string, RouteDef][]) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = operationOf(id, route);
  }
  const components = z.toJSONSchema(z.globalRegistry, { uri: (id) => `${COMPONENTS}${id}`, io: 'input' }) as {
    schemas: Record<string, JsonSchema>;
  };
  const schemas = Object.fromEntries(
    Object.entries(components.schemas).map(([name, { $schema: _ignored, id: _id, ...rest }]) => [name, rest]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portail photos des séjours — API',
      version: '1.0.0',
      description:
        'API du portail. Toutes les routes répondent sous /api et, en alias, sous /api/api. ' +
        'Les erreurs ont la forme { "message": "…" } en français.',
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
};
