/**
 * Droit à l'image end to end on the API: a family CSV as French Excel saves it (Windows-1252, `;`,
 * Oui/Non/empty), the participants read back carry it, the team sees exactly the children marked
 * « non », and a validation of that stay is refused until the approver confirms the check.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import type { SignedFile } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { readyPhotoRecord, stayWithTokens } from '../helpers/photo-fixtures.js';
import { call, type TestStack } from '../helpers/test-stack.js';

const french = (iso: string): string => iso.split('-').reverse().join('/');

describe("droit à l'image", () => {
  let stack: TestStack;
  let stay: StayRecord;
  let admin: string;
  let director: string;

  beforeAll(async () => {
    ({ stack, stage: stay, admin } = await stayWithTokens());
    director = await stack.deps.tokens.issueStayToken('formateur', stay.id, stay.token_version);
  });

  /** The file as Excel's « CSV (séparateur : point-virgule) » writes it on a French Windows. */
  const importExcelFile = async (rows: readonly string[]) => {
    const lines = ['Ref;Nom;Prenom;Groupe;Sejour;Du;Au;MailRL;DroitImage', ...rows];
    const bytes = new Uint8Array(Buffer.from(lines.join('\r\n'), 'latin1'));
    const signed = await call(stack.app, 'POST', '/api/imports/uploads', {
      token: admin,
      body: { kind: 'stagiaires', file: { name: 'familles.csv', type: 'text/csv', size: bytes.length } },
    });
    const file = signed.body as SignedFile;
    expect((await fetch(file.url, { method: 'PUT', headers: file.headers, body: bytes })).ok).toBe(true);
    return call(stack.app, 'POST', '/api/upload', { token: admin, body: { key: file.key } });
  };

  const row = (ref: string, nom: string, prenom: string, groupe: string, consent: string) =>
    `${ref};${nom};${prenom};${groupe};${stay.nom_stage};${french(stay.date_debut)};${french(stay.date_fin)};${ref}@example.org;${consent}`;

  it('imports Oui, Non and empty from a French Excel file and reads them back', async () => {
    // Act
    const imported = await importExcelFile([
      row('R1', 'Durand', 'Léo', 'Dauphins', 'Oui'),
      row('R2', 'Martin', 'Zoé', 'Éléphants', 'Non'),
      row('R3', 'Bernard', 'Inès', 'Dauphins', ''),
      row('R4', 'Éluard', 'Noé', '', 'NON'),
    ]);
    const listed = await call(stack.app, 'GET', `/api/get-stagiaires/${stay.id}?page=1&pageSize=50`, {
      token: admin,
    });
    const refusals = await call(stack.app, 'GET', `/api/stays/${stay.id}/image-refusals`, {
      token: director,
    });
    // Assess
    expect(imported).toMatchObject({ status: 200, body: { count: 4 } });
    const items = (listed.body as { items: { prenom: string; groupe: string; droit_image: string }[] }).items;
    expect(items.map((p) => [p.prenom, p.groupe, p.droit_image])).toEqual([
      ['Inès', 'Dauphins', 'inconnu'],
      ['Léo', 'Dauphins', 'oui'],
      ['Noé', '', 'non'],
      ['Zoé', 'Éléphants', 'non'],
    ]);
    expect(refusals.status).toBe(200);
    expect(
      (refusals.body as { nom: string; prenom: string; groupe: string }[]).map((c) => [
        c.prenom,
        c.nom,
        c.groupe,
      ]),
    ).toEqual([
      ['Noé', 'Éluard', ''],
      ['Zoé', 'Martin', 'Éléphants'],
    ]);
  });

  it('refuses an unknown value with the row named, importing nothing', async () => {
    const answer = await importExcelFile([
      row('R9', 'Petit', 'Léna', 'Dauphins', 'Oui'),
      row('R10', 'Roux', 'Malo', 'Dauphins', 'peut-être'),
    ]);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Ligne 3 : DroitImage invalide (« peut-être »');
    expect(await stack.deps.participants.listByStay(stay.id)).toHaveLength(4);
  });

  it('refuses the validation without the confirmation and accepts it with', async () => {
    // Prepare: the stay has children marked « non » (first test).
    const photo = await readyPhotoRecord(stack, stay.id, { width: 10, height: 10, bytes: 1000 });
    const body = {
      photos: [{ id: photo.photoId, actif: 1, active_par: 'Claire Martin', duree_diffusion: '2099-06-30' }],
    };
    // Act
    const refused = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
      token: admin,
      body,
    });
    const stillHidden = await stack.deps.photos.get(stay.id, photo.photoId);
    const accepted = await call(stack.app, 'POST', `/api/photos/${stay.id}/validation`, {
      token: admin,
      body: { ...body, droit_image_verifie: true },
    });
    // Assess
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(messages.imageConsent.checkRequired);
    expect(stillHidden?.actif).toBe(0);
    expect(accepted.status).toBe(200);
    expect((await stack.deps.photos.get(stay.id, photo.photoId))?.actif).toBe(1);
  });
});
