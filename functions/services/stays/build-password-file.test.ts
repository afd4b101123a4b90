import { describe, expect, it } from 'vitest';
import type { TextColumn, TextWorkbooks } from '#functions/ports/text-workbook.js';

import { messages } from '#shared/messages.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { buildPasswordFile, PASSWORD_FILE_NAME } from './build-password-file.js';

describe('buildPasswordFile', () => {
  it('writes one row per stay, most recent first, with its passwords as stored and its sign-in link', async () => {
    // Prepare
    const written: { sheet: string; columns: readonly TextColumn[]; rows: readonly (readonly string[])[] }[] =
      [];
    const textWorkbooks: TextWorkbooks = {
      contentType: 'application/x-test',
      async build(sheet, columns, rows) {
        written.push({ sheet, columns, rows });
        return new Uint8Array([1, 2, 3]);
      },
    };
    const stays = inMemoryStayStore([
      aStay({ id: 'a', date_debut: '2027-07-01', mdp_formateur: '=1+1', mdp_stagiaire: '@Fam-Noel' }),
      aStay({ id: 'b', date_debut: '2027-08-01' }),
    ]);
    // Act
    const file = await buildPasswordFile({
      stays: stays,
      textWorkbooks,
      config: { siteUrl: 'https://colo.test' },
    });
    // Assess
    expect(file).toEqual({ fileName: PASSWORD_FILE_NAME, contentType: 'application/x-test', base64: 'AQID' });
    expect(written[0]?.sheet).toBe(messages.backOffice.passwordSheetName);
    expect(written[0]?.columns.map((column) => column.header)).toEqual(
      messages.backOffice.passwordFileHeader,
    );
    expect(written[0]?.rows).toEqual([
      [
        'Séjour b',
        'Annecy',
        '2027-08-01',
        '2027-07-14',
        'Formateur1',
        'Famille01',
        'https://colo.test/connexion?stageId=b',
      ],
      [
        'Séjour a',
        'Annecy',
        '2027-07-01',
        '2027-07-14',
        '=1+1',
        '@Fam-Noel',
        'https://colo.test/connexion?stageId=a',
      ],
    ]);
  });
});
