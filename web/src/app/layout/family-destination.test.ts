import { describe, expect, it, vi } from 'vitest';
import { type FamilyDestinationDeps, resolveFamilyDestination } from './family-destination';

class FakeHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

const deps = (overrides: Partial<FamilyDestinationDeps>): FamilyDestinationDeps => ({
  hasToken: () => true,
  fetchStayId: async () => 'stage-1',
  clearToken: vi.fn(),
  statusOf: (error) => (error instanceof FakeHttpError ? error.status : null),
  ...overrides,
});

describe('resolveFamilyDestination', () => {
  it('sends a visitor without a token to the sign-in page without asking the server', async () => {
    // Prepare
    const fetchStayId = vi.fn(async () => 'stage-1');
    // Act
    const destination = await resolveFamilyDestination(
      deps({ hasToken: () => false, fetchStayId: fetchStayId }),
    );
    // Assess
    expect(destination).toBe('/connexion');
    expect(fetchStayId).not.toHaveBeenCalled();
  });

  it("sends a signed-in family to its stay's photos", async () => {
    expect(await resolveFamilyDestination(deps({}))).toBe('/stage-details/stage-1');
  });

  it('removes a refused token and goes to the sign-in page on a 401', async () => {
    // Prepare
    const clearToken = vi.fn();
    // Act
    const destination = await resolveFamilyDestination(
      deps({ clearToken, fetchStayId: () => Promise.reject(new FakeHttpError(401)) }),
    );
    // Assess
    expect(destination).toBe('/connexion');
    expect(clearToken).toHaveBeenCalledOnce();
  });

  it('keeps the token but goes to the sign-in page on any other failure', async () => {
    for (const failure of [
      new FakeHttpError(403),
      new FakeHttpError(500),
      new TypeError('Failed to fetch'),
    ]) {
      // Prepare
      const clearToken = vi.fn();
      // Act
      const destination = await resolveFamilyDestination(
        deps({ clearToken, fetchStayId: () => Promise.reject(failure) }),
      );
      // Assess
      expect(destination).toBe('/connexion');
      expect(clearToken).not.toHaveBeenCalled();
    }
  });
});
