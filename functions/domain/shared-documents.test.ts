import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_FOLDERS } from '#shared/document-files.js';
import { MAX_UPLOAD_BYTES } from '#shared/limits.js';
import { documentFolders, freeName, isServable } from './shared-documents.js';

describe('shared documents', () => {
  it('lists the default folders and the valid stored ones once, in French order', () => {
    // Act
    const folders = documentFolders(['Pédagogie', 'Zoo', 'Éveil', '..', 'a\u202Eb']);
    // Assess
    expect(folders).toEqual(
      [...DEFAULT_DOCUMENT_FOLDERS, 'Zoo', 'Éveil'].sort((a, b) => a.localeCompare(b, 'fr')),
    );
  });

  it('numbers a taken name and keeps counting', () => {
    // Prepare
    const taken = new Set(['Fiche.pdf', 'Fiche (2).pdf']);
    // Act
    const names = [freeName('Fiche.pdf', taken), freeName('Fiche.pdf', taken), freeName('Autre.pdf', taken)];
    // Assess
    expect(names).toEqual(['Fiche (3).pdf', 'Fiche (4).pdf', 'Autre.pdf']);
  });

  it('hides a stored file whose name or size no longer passes', () => {
    expect(isServable({ name: 'Plan.pdf', size: 10 })).toBe(true);
    expect(isServable({ name: '../Plan.pdf', size: 10 })).toBe(false);
    expect(isServable({ name: 'Plan.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(false);
  });
});
