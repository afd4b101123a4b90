import { describe, expect, it } from 'vitest';
import { importKeySchema } from '#shared/admin-schemas.js';
import { fakeSigner } from '#test/memory/url-signer.js';
import { signImport } from './sign-import.js';

describe('signImport', () => {
  it('signs the CSV under a fresh key of its kind, one the import step accepts', async () => {
    // Prepare
    const deps = {
      signer: fakeSigner(new Date('2027-07-01T08:00:00Z')),
      clock: () => new Date('2027-06-01T08:00:00Z'),
    };
    const file = { name: 'familles.csv', type: 'text/csv' as const, size: 900 };
    // Act
    const first = await signImport(deps, { kind: 'stagiaires', file });
    const second = await signImport(deps, { kind: 'stagiaires', file });
    // Assess
    expect(first.key).toMatch(/^imports\/stagiaires\/[a-z0-9]{21}\.csv$/);
    expect(importKeySchema.safeParse(first.key).success).toBe(true);
    expect(second.key).not.toBe(first.key);
    expect(first).toMatchObject({ name: 'familles.csv', method: 'PUT' });
  });
});
