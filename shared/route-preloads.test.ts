import { describe, expect, it } from 'vitest';
import { ROUTE_FILES_ID, ROUTE_PRELOADS_SCRIPT } from './route-preloads.js';

interface Link {
  rel?: string;
  as?: string;
  crossOrigin?: string;
  href?: string;
}

const ROUTES = [
  ['/stages', ['/assets/stays-page.js', '/assets/stays-page.css']],
  ['/doc-stage/:stageId', ['/assets/photo-deposit-page.js', '/assets/gallery.js']],
];

/** Runs index.html's script at `pathname`, with the build's JSON block holding `block`. */
const runAt = (pathname: string, block: string | null = JSON.stringify(ROUTES)): Link[] => {
  const added: Link[] = [];
  const document = {
    getElementById: (id: string) => (id === ROUTE_FILES_ID && block !== null ? { textContent: block } : null),
    createElement: (): Link => ({}),
    head: { appendChild: (link: Link) => added.push(link) },
  };
  new Function('document', 'location', ROUTE_PRELOADS_SCRIPT)(document, { pathname });
  return added;
};

describe("index.html's preloads of the page's files", () => {
  it("asks for a page's scripts as modules and its stylesheets as styles", () => {
    // Act
    const links = runAt('/stages');
    // Assess
    expect(links).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/stays-page.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/stays-page.css' },
    ]);
  });

  it('matches a page with a parameter, a trailing slash allowed', () => {
    // Act
    const hrefs = runAt('/doc-stage/s%C3%A9jour-1/').map((link) => link.href);
    // Assess
    expect(hrefs).toEqual(['/assets/photo-deposit-page.js', '/assets/gallery.js']);
  });

  it('asks for nothing on a path the router would not match', () => {
    // Act
    const paths = ['/', '/STAGES', '/doc-stage', '/doc-stage/', '/doc-stage/a/b', '/inconnu'];
    // Assess
    for (const path of paths) expect(runAt(path), path).toEqual([]);
  });

  it('gives up silently without the block or with a broken one', () => {
    // Act
    const withoutBlock = runAt('/stages', null);
    const broken = runAt('/stages', '[[');
    // Assess
    expect(withoutBlock).toEqual([]);
    expect(broken).toEqual([]);
  });
});
