import { describe, expect, it } from 'vitest';
import { apiRoutes, type RouteDef, toColonPath } from './api-routes.js';

const routes = Object.entries(apiRoutes) as [string, RouteDef][];

describe('route table', () => {
  it('declares each method and path once', () => {
    const keys = routes.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('scopes to a stay only routes that name one', () => {
    for (const [id, route] of routes.filter(([, r]) => r.stayScoped)) {
      expect(route.path, id).toContain('{stageId}');
      expect(route.access, id).not.toBe('public');
    }
  });

  it('converts OpenAPI paths to router paths', () => {
    expect(toColonPath('/stages/{stageId}/x/{n}')).toBe('/stages/:stageId/x/:n');
  });
});
