import { describe, expect, it } from 'vitest';
import { textWorkbooks } from '#functions/adapters/text-workbook.js';
import { parseCsv } from '#functions/domain/csv.js';
import { importFamilies } from '#functions/domain/imports.js';
import { aFamily } from '#test/fixtures/people.js';
import { aStay, readOnlyStays } from '#test/fixtures/stay-records.js';
import { cellsOf } from '#test/helpers/workbook-cells.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { buildParticipantFile } from './build-participant-file.js';

const STAY = aStay({
  id: 's1',
  nom_stage: 'Colo Mer: été',
  date_debut: '2027-07-05',
  date_fin: '2027-07-16',
});

describe('buildParticipantFile', () => {
  const deps = () => ({
    stays: readOnlyStays([STAY]),
    participants: inMemoryParticipantStore([
      aFamily({
        id: 'p2',
        stageId: 's1',
        nom: 'Roux',
        prenom: 'Tom',
        email: 'roux@example.org',
        droit_image: 'non',
      }),
      aFamily({
        id: 'p1',
        stageId: 's1',
        nom: 'Martin',
        prenom: 'Léa',
        email: 'martin@example.org',
        ref: '=R1',
        groupe: 'Dauphins',
        droit_image: 'oui',
      }),
      aFamily({ id: 'p3', stageId: 's1', nom: 'Petit', prenom: 'Zoé', email: 'petit@example.org' }),
      aFamily({ id: 'p4', stageId: 's2', nom: 'Autre', prenom: 'Séjour', email: 'autre@example.org' }),
    ]),
    textWorkbooks,
  });

  it("writes the stay's families by name in the import's columns, the consent as the import reads it", async () => {
    // Act
    const file = await buildParticipantFile(deps(), 's1');
    // Assess
    expect(file.fileName).toBe('participants-Colo Mer été.xlsx');
    expect(await cellsOf(file.base64)).toEqual([
      ['Ref', 'Nom', 'Prenom', 'Groupe', 'Sejour', 'Du', 'Au', 'MailRL', 'DroitImage'],
      [
        '=R1',
        'Martin',
        'Léa',
        'Dauphins',
        'Colo Mer: été',
        '05/07/2027',
        '16/07/2027',
        'martin@example.org',
        'Oui',
      ],
      ['', 'Petit', 'Zoé', '', 'Colo Mer: été', '05/07/2027', '16/07/2027', 'petit@example.org', ''],
      ['', 'Roux', 'Tom', '', 'Colo Mer: été', '05/07/2027', '16/07/2027', 'roux@example.org', 'Non'],
    ]);
  });

  it('imports again as the same families with the same consent, once saved as CSV', async () => {
    // Prepare: the sheet saved as CSV by a spreadsheet (";" between cells)
    const rows = await cellsOf((await buildParticipantFile(deps(), 's1')).base64);
    const csv = parseCsv(rows.map((row) => row.join(';')).join('\r\n'));
    // Act
    const outcome = importFamilies(csv, [STAY]);
    // Assess
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.records.map((family) => [family.nom, family.droit_image ?? 'inconnu'])).toEqual([
      ['Martin', 'oui'],
      ['Petit', 'inconnu'],
      ['Roux', 'non'],
    ]);
  });

  it('refuses an unknown stay', async () => {
    // Act
    const refusal = buildParticipantFile(deps(), 's404');
    // Assess
    await expect(refusal).rejects.toMatchObject({ kind: 'not-found' });
  });
});
