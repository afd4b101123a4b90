import { describe, expect, it } from 'vitest';
import {
  destinationAfterLogin,
  isTeamSignIn,
  readLoginContext,
  safeRedirectTarget,
  stayIdFromPath,
} from './login-context';

const contextOf = (query: string) => readLoginContext(new URLSearchParams(query));

describe('safeRedirectTarget', () => {
  it('keeps a path of the site with its query', () => {
    expect(safeRedirectTarget('/stage-details/abc')).toBe('/stage-details/abc');
    expect(safeRedirectTarget('/stages?q=mer&page=2')).toBe('/stages?q=mer&page=2');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'stage-details/abc',
      '',
      null,
    ]) {
      expect(safeRedirectTarget(target), String(target)).toBeNull();
    }
  });

  it('refuses the sign-in page itself', () => {
    expect(safeRedirectTarget('/connexion?redirect=/formateur')).toBeNull();
  });
});

describe('stageIdFromPath', () => {
  it('reads the stay of a stay page', () => {
    expect(stayIdFromPath('/stage-details/abc_12-X')).toBe('abc_12-X');
    expect(stayIdFromPath('/doc-stage/abc')).toBe('abc');
    expect(stayIdFromPath('/identite/abc/')).toBe('abc');
  });

  it('finds no stay in other pages or in malformed ids', () => {
    expect(stayIdFromPath('/formateur')).toBeNull();
    expect(stayIdFromPath('/stage-details/')).toBeNull();
    expect(stayIdFromPath('/stage-details/a/b')).toBeNull();
    expect(stayIdFromPath('/stage-details/%E0%A4%A')).toBeNull();
    expect(stayIdFromPath('/stage-details/a%20b')).toBeNull();
  });
});

describe('readLoginContext', () => {
  it('takes the stay from the return path', () => {
    expect(contextOf('redirect=%2Fstage-details%2Fabc')).toEqual({
      redirect: '/stage-details/abc',
      stageId: 'abc',
    });
  });

  it('takes the stay from the stageId parameter', () => {
    expect(contextOf('stageId=abc')).toEqual({ redirect: null, stageId: 'abc' });
  });

  it('prefers the stay of the return path over the parameter', () => {
    expect(contextOf('redirect=/stage-details/abc&stageId=xyz').stageId).toBe('abc');
  });

  it('uses the parameter when the return path names no stay', () => {
    expect(contextOf('redirect=/formateur&stageId=xyz')).toEqual({ redirect: '/formateur', stageId: 'xyz' });
  });

  it('has no stay without either', () => {
    expect(contextOf('redirect=/formateur').stageId).toBeNull();
    expect(contextOf('').stageId).toBeNull();
    expect(contextOf('stageId=../../etc').stageId).toBeNull();
  });

  it('drops a foreign return path but keeps the parameter', () => {
    expect(contextOf('redirect=https://evil.example/stage-details/abc&stageId=xyz')).toEqual({
      redirect: null,
      stageId: 'xyz',
    });
  });
});

describe('destinationAfterLogin', () => {
  it('returns to the page that asked for the sign-in', () => {
    const context = { redirect: '/stage-details/abc', stageId: 'abc' };
    expect(destinationAfterLogin(context, { userRole: 'stagiaire', stageId: 'abc' })).toBe(
      '/stage-details/abc',
    );
    expect(
      destinationAfterLogin(
        { redirect: '/livrets', stageId: 'abc' },
        { userRole: 'formateur', stageId: 'abc' },
      ),
    ).toBe('/livrets');
  });

  it("sends a trainer to the team area, never to the families' page that asked", () => {
    const context = { redirect: '/stage-details/abc', stageId: 'abc' };
    expect(destinationAfterLogin(context, { userRole: 'formateur', stageId: 'abc' })).toBe('/formateur');
  });

  it('sends a family to its photos, never to a team page that asked', () => {
    const context = { redirect: '/doc-stage/abc', stageId: 'abc' };
    expect(destinationAfterLogin(context, { userRole: 'stagiaire', stageId: 'abc' })).toBe(
      '/stage-details/abc',
    );
  });

  it('tells a sign-in asked by the team area', () => {
    expect(isTeamSignIn({ redirect: '/formateur', stageId: null })).toBe(true);
    expect(isTeamSignIn({ redirect: '/stage-details/abc', stageId: 'abc' })).toBe(false);
    expect(isTeamSignIn({ redirect: null, stageId: null })).toBe(false);
  });

  it("sends a family to its stay's photos and a trainer to the team page", () => {
    const context = { redirect: null, stageId: 'abc' };
    expect(destinationAfterLogin(context, { userRole: 'stagiaire', stageId: 'abc' })).toBe(
      '/stage-details/abc',
    );
    expect(destinationAfterLogin(context, { userRole: 'formateur', stageId: 'abc' })).toBe('/formateur');
  });
});
