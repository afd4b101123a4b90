import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isCdnMediaPath,
  isSiteFilePath,
  isStrayPagePath,
  SITE_FILE_FOLDERS,
  SITE_FILES,
} from './site-paths.js';

describe('site paths', () => {
  it('lists every top-level entry the build copies from web/public, besides assets and the page', () => {
    // Prepare
    const publicDir = path.resolve(import.meta.dirname, '../web/public');
    // Act
    const entries = readdirSync(publicDir, { withFileTypes: true });
    // Assess
    const listed = [...SITE_FILE_FOLDERS, ...SITE_FILES].sort();
    expect(listed).toEqual(['assets', 'index.html', ...entries.map((entry) => entry.name)].sort());
    for (const entry of entries) {
      expect(entry.isDirectory() ? SITE_FILE_FOLDERS : SITE_FILES).toContain(entry.name);
    }
  });

  it.each([
    ['/photos/s1/p1/v1/thumb.jpg', true],
    ['/stages/s1/picture.jpg', true],
    ['/archives/s1/abc.zip', true],
    ['/stages', false],
    ['/stages/', false],
    ['/stages/s1', false],
    ['/STAGES/s1/picture.jpg', false],
    ['/photos-modify/s1', false],
  ])('sends %s to the media behaviours: %s', (pathname, media) => {
    expect(isCdnMediaPath(pathname)).toBe(media);
  });

  it.each([
    ['/assets/index-abc.js', true],
    ['/images/logo.svg', true],
    ['/favicon.svg', true],
    ['/index.html', true],
    ['/stages', false],
    ['/robots.php', false],
    ['/assets', false],
    ['/favicon.svg/x', false],
  ])('takes %s for a file of the app: %s', (pathname, file) => {
    expect(isSiteFilePath(pathname)).toBe(file);
  });

  it('takes a trailing slash for an unknown page, the home page aside', () => {
    expect([isStrayPagePath('/'), isStrayPagePath('/stages/'), isStrayPagePath('/stages')]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
