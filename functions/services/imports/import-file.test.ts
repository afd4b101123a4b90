import { describe, expect, it } from 'vitest';
import type { ImportError } from '#functions/domain/imports.js';
import { IMPORT_ERRORS_SHOWN } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { importRefusal, readImportFile } from './import-file.js';

const KEY = 'imports/01J-familles.csv';

describe('readImportFile', () => {
  it('reads the uploaded CSV once and deletes it: imports keep no copy of families’ data', async () => {
    const media = inMemoryObjectStorage();
    await media.put(KEY, new TextEncoder().encode('nom;prenom\r\nMartin;Léa\r\n'), 'text/csv');
    const parsed = await readImportFile({ media }, KEY);
    expect(JSON.stringify(parsed)).toContain('Martin');
    expect(media.objects.has(KEY)).toBe(false);
  });

  it('refuses a file the browser never sent, in French', async () => {
    const refusal = await readImportFile({ media: inMemoryObjectStorage() }, KEY).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ kind: 'invalid', message: messages.backOffice.fileMissing });
  });
});

describe('importRefusal', () => {
  it('names the first error for the user and carries every error for the form', () => {
    const errors: ImportError[] = [
      { line: 3, message: 'Ligne 3 : date invalide.' },
      { line: 7, message: 'Ligne 7 : nom manquant.' },
    ];
    const refusal = importRefusal(errors);
    expect(refusal.kind).toBe('invalid');
    expect(refusal.message).toBe(messages.backOffice.importRefused('Ligne 3 : date invalide.', 2));
    expect(refusal.extra.details).toEqual(errors);
  });

  it('lists the first twenty errors of a larger file, then how many more', () => {
    // Prepare
    const errors: ImportError[] = Array.from({ length: 25 }, (_, i) => ({
      line: i + 2,
      message: `Ligne ${i + 2} : colonne nom_stage vide.`,
    }));
    // Act
    const refusal = importRefusal(errors);
    // Assess
    const details = refusal.extra.details as ImportError[];
    expect(details).toHaveLength(IMPORT_ERRORS_SHOWN + 1);
    expect(details.slice(0, IMPORT_ERRORS_SHOWN)).toEqual(errors.slice(0, IMPORT_ERRORS_SHOWN));
    expect(details.at(-1)?.message).toBe(messages.backOffice.importMoreErrors(5));
  });
});
