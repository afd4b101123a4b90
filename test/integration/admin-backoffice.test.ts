/** The back-office against the emulator: stays, imports, families, directors, passwords, booklets. */
import { readFileSync } from 'node:fs';
import { Logger } from '@aws-lambda-powertools/logger';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#functions/http/app.js';
import type { AdminStay, SignedFile, WorkbookFile } from '#shared/admin-schemas.js';
import { apiRoutes } from '#shared/api-routes.js';
import { messages } from '#shared/messages.js';
import { tinyJpeg } from '../fixtures/images.js';
import { aFamily } from '../fixtures/people.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';
import { cellsOf } from '../helpers/workbook-cells.js';

const sample = (name: string) => readFileSync(new URL(`../../docs/samples/${name}`, import.meta.url));

describe('back-office', () => {
  let stack: TestStack;
  let admin: string;

  const put = async (file: SignedFile, body: Uint8Array) => {
    const answer = await fetch(file.url, {
      method: 'PUT',
      headers: file.headers,
      body: new Uint8Array(body),
    });
    expect(answer.ok).toBe(true);
  };

  const importCsv = async (kind: 'sejours' | 'stagiaires', bytes: Uint8Array) => {
    const signed = await call(stack.app, 'POST', '/api/imports/uploads', {
      token: admin,
      body: { kind, file: { name: `${kind}.csv`, type: 'text/csv', size: bytes.length } },
    });
    expect(signed.status).toBe(201);
    await put(signed.body as SignedFile, bytes);
    const path = kind === 'sejours' ? '/api/uploadSejour' : '/api/upload';
    return call(stack.app, 'POST', path, { token: admin, body: { key: (signed.body as SignedFile).key } });
  };

  const createStay = async (fields: Record<string, unknown> = {}) => {
    const picture = await tinyJpeg();
    const signed = await call(stack.app, 'POST', '/api/stages/uploads', {
      token: admin,
      body: { photo: { name: 'photo.jpg', type: 'image/jpeg', size: picture.length } },
    });
    const photo = (signed.body as { photo: SignedFile }).photo;
    await put(photo, new Uint8Array(picture));
    return call(stack.app, 'POST', '/api/stages', {
      token: admin,
      body: {
        nom_stage: 'Colo Océan Découverte',
        ville: 'La Flotte',
        cree_par: 'Service séjours',
        actif: true,
        date_debut: '2027-07-06',
        date_fin: '2027-07-17',
        mdp_formateur: 'Dir-Ocean-1',
        mdp_stagiaire: 'Fam-Ocean-1',
        photo: photo.key,
        ...fields,
      },
    });
  };

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  it('creates a stay whose picture went straight to storage, and shows its passwords to administrators', async () => {
    // Act
    const created = await createStay({ nom_stage: 'Séjour créé au portail' });
    const read = await call(stack.app, 'GET', `/api/stage/${(created.body as { id: string }).id}`, {
      token: admin,
    });
    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: messages.admin.created });
    expect(read.body).toMatchObject({
      nom_stage: 'Séjour créé au portail',
      actif: 1,
      mdp_stagiaire: 'Fam-Ocean-1',
      version: 1,
    });
    expect((read.body as AdminStay).photoUrl).toContain('stages/files/');
  });

  it('refuses a stay whose picture never reached storage', async () => {
    const answer = await call(stack.app, 'POST', '/api/stages', {
      token: admin,
      body: {
        nom_stage: 'X',
        ville: 'Y',
        cree_par: 'Z',
        actif: 1,
        date_debut: '2027-01-01',
        date_fin: '2027-01-02',
        mdp_formateur: 'Dir-Ocean-1',
        mdp_stagiaire: 'Fam-Ocean-1',
        photo: 'stages/files/000000000000000000000.jpg',
      },
    });
    expect(answer.status).toBe(400);
  });

  it('lets one of two concurrent saves through and refuses the other with a conflict', async () => {
    // Prepare
    const stay = await stack.createStay();
    const save = (ville: string) =>
      call(stack.app, 'PUT', `/api/stage/${stay.id}`, {
        token: admin,
        body: { ...stay, ville, actif: 1, version: stay.version },
      });
    // Act
    const answers = await Promise.all([save('Nantes'), save('Brest')]);
    // Assess
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ message: messages.backOffice.conflict });
    expect((await stack.deps.stays.get(stay.id))?.version).toBe(2);
  });

  it('ends the sessions opened with a password that changed', async () => {
    // Prepare
    const stay = await stack.createStay();
    const login = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: stay.id, password: stay.mdp_stagiaire },
    });
    const token = (login.body as { token: string }).token;
    // Act
    const saved = await call(stack.app, 'PUT', `/api/stage/${stay.id}`, {
      token: admin,
      body: { ...stay, mdp_stagiaire: 'Nouveau-1', version: stay.version },
    });
    const after = await call(stack.app, 'GET', `/api/stages/${stay.id}`, { token });
    // Assess
    expect(saved.body).toEqual({ message: messages.admin.stayModified, version: 2 });
    expect(after.status).toBe(401);
  });

  it('imports the shipped camp and family samples, accents intact, then deletes the families of a stay', async () => {
    // Act
    const camps = await importCsv('sejours', sample('sejours.csv'));
    const families = await importCsv('stagiaires', sample('familles.csv'));
    const again = await importCsv('stagiaires', sample('familles.csv'));
    // Assess
    expect(camps.body).toEqual({ message: messages.admin.csvSuccess, count: 3 });
    expect(families.body).toEqual({ message: messages.admin.csvSuccess, count: 8 });
    expect(again.status).toBe(200);
    const stays = await stack.deps.stays.list();
    const ocean = stays.find((s) => s.nom_stage === 'Colo Océan Découverte' && s.ville.includes('Île'));
    expect(ocean).toBeDefined();
    const list = await call(stack.app, 'GET', `/api/get-stagiaires/${ocean?.id}?pageSize=5`, {
      token: admin,
    });
    expect(list.body).toMatchObject({ total: 8, page: 1, pageSize: 5 });
    expect((list.body as { items: { nom: string }[] }).items.map((p) => p.nom)).toContain('Dubœuf');
    // Act: delete the families of that stay.
    const unique = await call(stack.app, 'GET', '/api/unique-sejours', { token: admin });
    expect(unique.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ stageId: ocean?.id, count: 8 })]),
    );
    const deleted = await call(stack.app, 'DELETE', '/api/deletePaxBySejour', {
      token: admin,
      body: { sejour: ocean?.nom_stage, dateDebut: ocean?.date_debut, dateFin: ocean?.date_fin },
    });
    expect(deleted.body).toEqual({ message: messages.admin.participantsDeleted, deleted: 8 });
  });

  it('imports nothing from a family file with an error on line 7, and names the line', async () => {
    // Prepare: the sample with a broken address on its 7th line.
    const lines = new TextDecoder('latin1').decode(sample('familles.csv')).split('\r\n');
    lines[6] = (lines[6] ?? '').replace(/;[^;]+$/, ';pas-une-adresse');
    const bytes = new Uint8Array(Buffer.from(lines.join('\r\n'), 'latin1'));
    const stays = await stack.deps.stays.list();
    const countAll = async () =>
      (await Promise.all(stays.map((stay) => stack.deps.participants.listByStay(stay.id)))).flat().length;
    const before = await countAll();
    // Act
    const answer = await importCsv('stagiaires', bytes);
    // Assess
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('Ligne 7');
    expect(await countAll()).toBe(before);
  });

  it('deletes a stay with its families, directors and photo records', async () => {
    // Prepare
    const stay = await stack.createStay();
    await call(stack.app, 'POST', '/api/add-stagiaire', {
      token: admin,
      body: { nom: 'A', prenom: 'B', mailRL: 'ab@example.org', stageId: stay.id },
    });
    await call(stack.app, 'POST', '/api/formateurs/add', {
      token: admin,
      body: {
        nom: 'C',
        prenom: 'D',
        mail: 'cd@example.org',
        telephone: '06',
        cat: 'centre',
        stageId: stay.id,
      },
    });
    await stack.deps.photos.createPending({
      stageId: stay.id,
      photoId: 'photo1',
      status: 'en_attente',
      actif: 0,
      date_depose: new Date().toISOString(),
      declared_type: 'image/jpeg',
      declared_size: 100,
      version: 1,
    });
    // Act
    const answer = await call(stack.app, 'DELETE', `/api/stage/${stay.id}`, { token: admin });
    // Assess
    expect(answer.body).toEqual({ message: messages.admin.stayDeleted, done: true, photosLeft: 0 });
    expect(await stack.deps.stays.get(stay.id)).toBeUndefined();
    expect(await stack.deps.participants.listByStay(stay.id)).toEqual([]);
    expect(await stack.deps.directors.listByStay(stay.id)).toEqual([]);
    expect(await stack.deps.photos.listByStay(stay.id)).toEqual([]);
    // The proof outlives the stay: its attestation names it and the photo that went with it.
    const attestation = await call(stack.app, 'GET', `/api/photos/${stay.id}/deletions/attestation`, {
      token: admin,
    });
    expect(attestation.status).toBe(200);
    const cells = await cellsOf((attestation.body as WorkbookFile).base64);
    const text = cells.map((row) => row.join(' ')).join('\n');
    expect(text).toContain(stay.nom_stage);
    expect(text).toContain(messages.photoAdmin.deletionLog.reasons.sejour);
    expect(text).toContain(messages.backOffice.attestation.totals(1, 0, 0));
    // Families and trainers are refused it, as every administrators' route.
    const other = await stack.createStay();
    const family = await stack.deps.tokens.issueStayToken('stagiaire', other.id, 1);
    const refused = await call(stack.app, 'GET', `/api/photos/${stay.id}/deletions/attestation`, {
      token: family,
    });
    expect(refused.status).toBe(403);
  });

  it('writes a password file that gives back the stored passwords, formulas never run', async () => {
    // Prepare: passwords a spreadsheet would take for formulas.
    const stay = await stack.createStay({
      nom_stage: '=HYPERLINK("http://evil")',
      mdp_stagiaire: '@Fam-Noel',
      mdp_formateur: '-Dir2027',
    });
    // Act
    const answer = await call(stack.app, 'GET', '/api/download-passwords', { token: admin });
    // Assess: read back as a spreadsheet would open it.
    const file = answer.body as { fileName: string; contentType: string; base64: string };
    expect(file.fileName).toBe('mot_de_passe.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(messages.backOffice.passwordSheetName);
    const rows: ExcelJS.Row[] = [];
    sheet?.eachRow((row) => {
      rows.push(row);
    });
    expect(rows[0]?.values).toEqual([undefined, ...messages.backOffice.passwordFileHeader]);
    const row = rows.find((r) => r.getCell(1).value === stay.nom_stage);
    expect([5, 6].map((column) => row?.getCell(column).value)).toEqual(['-Dir2027', '@Fam-Noel']);
    for (const column of [1, 5, 6]) {
      expect(row?.getCell(column).type).toBe(ExcelJS.ValueType.String);
      expect(row?.getCell(column).numFmt).toBe('@');
    }
  });

  it('manages families and directors, and assigns a director to current stays only', async () => {
    // Prepare
    const stay = await stack.createStay();
    const past = await stack.createStay({ date_debut: '2024-07-01', date_fin: '2024-07-10' });
    // Act
    const added = await call(stack.app, 'POST', '/api/add-stagiaire', {
      token: admin,
      body: { nom: 'Martin', prenom: 'Léa', mailRL: 'lea@example.org', stageId: stay.id },
    });
    const director = await call(stack.app, 'POST', '/api/formateurs/add', {
      token: admin,
      body: {
        nom: 'Durand',
        prenom: 'Sophie',
        mail: 'sophie@example.org',
        telephone: '06',
        cat: 'sejour',
        stageId: stay.id,
      },
    });
    await call(stack.app, 'POST', '/api/formateurs/add', {
      token: admin,
      body: {
        nom: 'Durand',
        prenom: 'Sophie',
        mail: 'SOPHIE@example.org',
        telephone: '06',
        cat: 'centre',
        stageId: stay.id,
      },
    });
    const list = await call(stack.app, 'GET', `/api/formateurs/by-stage/${stay.id}/sejour`, {
      token: admin,
    });
    const recipients = await call(stack.app, 'GET', `/api/stage-recipients/${stay.id}/formateur`, {
      token: admin,
    });
    const assignable = await call(stack.app, 'GET', '/api/formateurs/assignable-stages', { token: admin });
    const id = (list.body as { id: string }[])[0]?.id;
    const refused = await call(stack.app, 'PUT', `/api/formateurs/${id}`, {
      token: admin,
      body: {
        nom: 'Durand',
        prenom: 'Sophie',
        mail: 'sophie@example.org',
        telephone: '06',
        cat: 'sejour',
        stages: [past.id],
      },
    });
    // Assess
    expect(added.body).toEqual({ message: messages.admin.participantAdded });
    expect(director.body).toEqual({ message: messages.admin.directorProcessed });
    expect(list.body).toEqual([expect.objectContaining({ nom: 'Durand', cat: 'sejour' })]);
    expect(recipients.body).toMatchObject({
      password: stay.mdp_formateur,
      total: 1,
      shown: ['sophie@example.org'],
    });
    const ids = (assignable.body as { id: string }[]).map((s) => s.id);
    expect(ids).toContain(stay.id);
    expect(ids).not.toContain(past.id);
    expect(refused.status).toBe(400);
  });

  it('queues one mail per address and shows it in the mail log', async () => {
    // Act
    const answer = await call(stack.app, 'POST', '/api/send-email', {
      token: admin,
      body: { to: 'a@example.org; b@example.org;A@example.org', subject: 'Mot de passe', message: 'Bonjour' },
    });
    const log = await call(stack.app, 'GET', '/api/mail-log?limit=10', { token: admin });
    // Assess
    expect(answer.body).toEqual({ message: messages.admin.messageSent, queued: 2 });
    const to = (log.body as { items: { to: string[] }[] }).items.map((entry) => entry.to[0]);
    expect(to).toEqual(expect.arrayContaining(['a@example.org', 'b@example.org']));
  });

  it("mails a whole stay's families from its id alone: one mail per address, once per request key", async () => {
    // Prepare: three families, two of them siblings with one address written in two cases.
    const stay = await stack.createStay();
    await stack.deps.participants.putMany([
      aFamily({ id: `${stay.id}-1`, stageId: stay.id, email: 'parent@example.org' }),
      aFamily({ id: `${stay.id}-2`, stageId: stay.id, email: 'Parent@Example.org' }),
      aFamily({ id: `${stay.id}-3`, stageId: stay.id, email: 'autre@example.org' }),
    ]);
    const send = async () => {
      const answer = await stack.app.request('/api/send-email', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': 'application/json',
          'idempotency-key': `mail-${stay.id}`,
        },
        body: JSON.stringify({
          subject: 'Mot de passe',
          message: 'Bonjour',
          stageId: stay.id,
          stayRecipients: 'stagiaire',
        }),
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    };
    // Act: the same request twice (a double click), then a whole stay without its id.
    const first = await send();
    const repeat = await send();
    const noStay = await call(stack.app, 'POST', '/api/send-email', {
      token: admin,
      body: { subject: 'Mot de passe', message: 'Bonjour', stayRecipients: 'stagiaire' },
    });
    const log = await call(stack.app, 'GET', `/api/mail-log?stageId=${stay.id}&limit=10`, { token: admin });
    // Assess
    expect(first.body).toEqual({ message: messages.admin.messageSent, queued: 2 });
    expect(repeat.body).toEqual(first.body);
    const to = (log.body as { items: { to: string[] }[] }).items.map((entry) => entry.to[0]).sort();
    expect(to).toEqual(['autre@example.org', 'parent@example.org']);
    expect(noStay.status).toBe(400);
  });

  it('refuses a mail about a stay that does not exist, with the status the API reference lists', async () => {
    const answer = await call(stack.app, 'POST', '/api/send-email', {
      token: admin,
      body: { to: 'a@example.org', subject: 'Photos', message: 'Bonjour', stageId: 'sejour-inconnu' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: messages.api.stayNotFound });
    expect(Object.keys(apiRoutes.sendEmail.errors)).toContain('404');
  });

  it('uploads, lists and deletes booklets under livrets/', async () => {
    const pdf = new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'));
    const signed = await call(stack.app, 'POST', '/api/livrets-upload', {
      token: admin,
      body: { name: 'Livret 1.pdf', type: 'application/pdf', size: pdf.length },
    });
    await put(signed.body as SignedFile, pdf);
    const listed = await call(stack.app, 'GET', '/api/livrets', { token: admin });
    const deleted = await call(stack.app, 'DELETE', `/api/livrets/${encodeURIComponent('Livret 1.pdf')}`, {
      token: admin,
    });
    const traversal = await call(stack.app, 'POST', '/api/livrets-upload', {
      token: admin,
      body: { name: '../x.pdf', type: 'application/pdf', size: 3 },
    });
    expect((signed.body as SignedFile).key).toBe('livrets/Livret 1.pdf');
    expect(listed.body).toEqual(['Livret 1.pdf']);
    expect(deleted.body).toEqual({ message: messages.admin.fileDeleted });
    expect(traversal.status).toBe(400);
  });

  it('never writes a password to the logs, even at debug level and on errors', async () => {
    // Prepare: the same app with a talkative logger, and everything it prints captured.
    const app = createApp({ ...stack.deps, logger: new Logger({ serviceName: 'test', logLevel: 'DEBUG' }) });
    const printed: string[] = [];
    const capture = (chunk: unknown) => {
      printed.push(String(chunk));
      return true;
    };
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation(capture),
      vi.spyOn(process.stderr, 'write').mockImplementation(capture),
    ];
    const stay = await stack.createStay({ mdp_formateur: 'Secret-Dir-42', mdp_stagiaire: 'Secret-Fam-42' });
    try {
      // Act: reads, a bad save, a conflict, a mail with the password inside.
      await call(app, 'GET', `/api/stage/${stay.id}`, { token: admin });
      await call(app, 'GET', `/api/stage-passwords/${stay.id}`, { token: admin });
      await call(app, 'PUT', `/api/stage/${stay.id}`, {
        token: admin,
        body: { ...stay, date_fin: 'x', version: 1 },
      });
      await call(app, 'PUT', `/api/stage/${stay.id}`, {
        token: admin,
        body: { ...stay, mdp_stagiaire: 'Secret-New-42', version: 99 },
      });
      await call(app, 'POST', '/api/send-email', {
        token: admin,
        body: { to: 'x@example.org', subject: 's', message: 'Mot de passe : Secret-Fam-42' },
      });
      await call(app, 'POST', '/api/auth/login', {
        body: { stageId: stay.id, password: 'Secret-Wrong-42' },
      });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // Assess
    expect(printed.join('\n')).not.toMatch(/Secret-/);
  });
});
