import { describe, expect, it } from 'vitest';
import { checkName, fileTypeOf, numberedName, previewOf } from './document-files.js';

describe('document and folder names', () => {
  it.each([
    ['../../etc/passwd', 'a path that climbs up'],
    ['..', 'the parent folder'],
    ['a/b.pdf', 'a slash'],
    ['a\\b.pdf', 'a backslash'],
    ['rapport\u0000.pdf', 'a NUL character'],
    ['rapport\n.pdf', 'a newline'],
    ['photo\u202Egpj.exe', 'a right-to-left override (bidi)'],
    ['nom\u2066isolé\u2069.pdf', 'a bidi isolate'],
    ['zéro\u200Blargeur.pdf', 'a zero-width space'],
    ['.cache', 'a hidden name'],
    ['   ', 'only spaces'],
    ['x'.repeat(151), 'a name too long'],
  ])('refuses %j (%s)', (raw) => {
    // Act
    const checked = checkName(raw);
    // Assess
    expect(checked.ok).toBe(false);
  });

  it('accepts accents and spaces, in NFC, trimmed', () => {
    // Prepare: "é" written as e + combining acute accent, as macOS file names are.
    const decomposed = ' Fiche d’été n°2.pdf '.replace('é', 'e\u0301');
    // Act
    const checked = checkName(decomposed);
    // Assess
    expect(checked).toEqual({ ok: true, name: 'Fiche d’été n°2.pdf' });
    expect(checked.ok && checked.name.length).toBe('Fiche d’été n°2.pdf'.length);
  });

  it('accepts a folder name with accents and spaces', () => {
    expect(checkName('Vie quotidienne')).toEqual({ ok: true, name: 'Vie quotidienne' });
    expect(checkName('Pédagogie')).toEqual({ ok: true, name: 'Pédagogie' });
  });
});

describe('document types', () => {
  it('accepts documents, images, audio and video by extension, whatever the case', () => {
    expect(fileTypeOf('Livret.PDF')?.contentType).toBe('application/pdf');
    expect(fileTypeOf('chant.mp3')?.contentType).toBe('audio/mpeg');
    expect(fileTypeOf('clip.webm')?.contentType).toBe('video/webm');
    expect(fileTypeOf('planning.docx')).toBeDefined();
  });

  it.each([
    'page.html',
    'page.htm',
    'logo.svg',
    'script.js',
    'run.sh',
    'setup.exe',
    'noextension',
    'x.xhtml',
  ])('refuses %s', (name) => {
    expect(fileTypeOf(name)).toBeUndefined();
  });

  it('previews the types the spec names, and offers the rest as downloads', () => {
    expect(['a.pdf', 'a.jpeg', 'a.jpg', 'a.png', 'a.gif', 'a.mp3', 'a.mp4', 'a.webm'].map(previewOf)).toEqual(
      ['pdf', 'image', 'image', 'image', 'image', 'audio', 'video', 'video'],
    );
    expect(previewOf('a.docx')).toBe('other');
    expect(previewOf('a.html')).toBe('other');
  });

  it('numbers a taken name before its extension', () => {
    expect(numberedName('rapport.pdf', 2)).toBe('rapport (2).pdf');
    expect(numberedName('notes', 3)).toBe('notes (3)');
  });
});
