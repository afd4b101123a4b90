import { describe, expect, it } from 'vitest';
import { apiRoutes, type RouteDef } from '#shared/api-routes.js';
import { buildOpenApiDocument } from './openapi.js';

describe('OpenAPI document', () => {
  it('describes every route of the table with its schemas', () => {
    // Act
    const doc = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    // Assess
    for (const [id, route] of Object.entries(apiRoutes)) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation?.operationId, id).toBe(id);
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['LoginRequest', 'LoginResponse', 'Photo', 'PublicStage', 'Error']),
    );
  });

  it('documents the 400 of every route that validates its path, query or body', () => {
    // Act
    const doc = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    // Assess
    const undocumented = (Object.entries(apiRoutes) as [string, RouteDef][])
      .filter(([, route]) => route.params || route.query || route.body)
      .filter(([, route]) => !doc.paths[route.path]?.[route.method.toLowerCase()]?.responses['400'])
      .map(([id]) => id);
    expect(undocumented).toEqual([]);
  });
});

describe('docs/openapi.json', () => {
  it('is the document generated from the current schemas (run `npm run openapi` after changing them)', async () => {
    const { readFile } = await import('node:fs/promises');
    const committed = JSON.parse(await readFile(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(buildOpenApiDocument());
  });
});
