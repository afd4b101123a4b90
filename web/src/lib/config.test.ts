import { describe, expect, it } from 'vitest';
import { defaultOrganisation } from '#shared/organisation';
import { readConfig } from './config';

describe('readConfig', () => {
  it('describes the demo organisation when nothing is set', () => {
    expect(readConfig({}).organisation).toEqual(defaultOrganisation);
  });

  it('takes the organisation from the VITE_ORG_* variables, trimmed', () => {
    // Act
    const { organisation } = readConfig({
      VITE_ORG_NAME: '  Colos de la Mer ',
      VITE_ORG_EMAIL: 'a@b.example',
    });
    // Assess
    expect(organisation.name).toBe('Colos de la Mer');
    expect(organisation.email).toBe('a@b.example');
    expect(organisation.address).toBe(defaultOrganisation.address);
  });

  it('treats a blank variable as unset', () => {
    expect(readConfig({ VITE_ORG_NAME: '   ' }).organisation.name).toBe(defaultOrganisation.name);
  });

  it('refuses a variable that is not text', () => {
    expect(() => readConfig({ VITE_ORG_NAME: 42 })).toThrow(/VITE_ORG_NAME/);
  });

  it('offers the child finder unless the deployment switched it off', () => {
    expect(readConfig({}).faceFinder).toBe(true);
    expect(readConfig({ VITE_FACE_FINDER: 'true' }).faceFinder).toBe(true);
    expect(readConfig({ VITE_FACE_FINDER: 'false' }).faceFinder).toBe(false);
  });
});
