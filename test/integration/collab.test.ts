/**
 * Trainer collaboration against the emulator: who may call what (every collaboration endpoint),
 * shared documents through signed direct uploads, the question board (a question or a reply sent
 * twice with one key is posted once), report conflicts and the xlsx.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { IDEMPOTENCY_HEADER } from '#shared/api-routes.js';
import type {
  Commentaire,
  DocumentUploadResponse,
  EvaluationParticipant,
  Rapport,
  StoredFile,
} from '#shared/collab-schemas.js';
import { MAX_UPLOAD_BYTES } from '#shared/limits.js';
import { bookletKey, documentKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

type Who = 'anonymous' | 'family' | 'otherTrainer' | 'trainer' | 'admin';
const WHO: readonly Who[] = ['anonymous', 'family', 'otherTrainer', 'trainer', 'admin'];

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% démo\n');

describe('trainer collaboration', () => {
  let stack: TestStack;
  let stayA: StayRecord;
  let stayB: StayRecord;
  let tokens: Record<Who, string | undefined>;
  let participantLabel: string;
  let questionId: string;

  const as = (who: Who) => ({ token: tokens[who] });

  beforeAll(async () => {
    stack = await createTestStack();
    stayA = await stack.createStay({
      nom_stage: `Séjour A ${Date.now()}`,
      fichiers: [{ key: 'stages/files/plan.pdf', name: 'Plan du séjour.pdf' }],
    });
    stayB = await stack.createStay({ nom_stage: 'Séjour B' });
    await stack.deps.media.put('stages/files/plan.pdf', pdfBytes, 'application/pdf');
    await stack.deps.media.put(bookletKey('Livret 1.pdf'), pdfBytes, 'application/pdf');
    await stack.deps.clients.dynamo.send(
      new PutCommand({
        TableName: stack.names.tables.stagiaires,
        Item: { id: 'trainee1', stageId: stayA.id, nom: 'Martin', prenom: 'Léa', email: 'lea@example.org' },
      }),
    );
    participantLabel = 'Martin Léa - lea@example.org';
    const issue = stack.deps.tokens;
    tokens = {
      anonymous: undefined,
      family: await issue.issueStayToken('stagiaire', stayA.id, stayA.token_version),
      otherTrainer: await issue.issueStayToken('formateur', stayB.id, stayB.token_version),
      trainer: await issue.issueStayToken('formateur', stayA.id, stayA.token_version),
      admin: await issue.issueAdminToken('admin'),
    };
    const question = await call(stack.app, 'POST', '/api/commentaires', {
      token: tokens.trainer,
      body: { nom: 'Zoé', contenu: 'Première question' },
    });
    questionId = (question.body as Commentaire).id;
  });

  describe('authorization table', () => {
    // Expected status per caller. Documents and the board are shared by every trainer; a stay's
    // trainees, reports and documents belong to that stay; the xlsx is for administrators.
    const shared = { anonymous: 401, family: 403, otherTrainer: 200, trainer: 200, admin: 200 } as const;
    const sharedCreate = {
      anonymous: 401,
      family: 403,
      otherTrainer: 201,
      trainer: 201,
      admin: 201,
    } as const;
    const stayOnly = { anonymous: 401, family: 403, otherTrainer: 403, trainer: 200, admin: 200 } as const;
    const adminOnly = { anonymous: 401, family: 403, otherTrainer: 403, trainer: 403, admin: 200 } as const;
    const rows = () =>
      [
        ['GET /folders', 'GET', '/api/folders', undefined, shared],
        ['GET /files/{folder}', 'GET', '/api/files/Administratif', undefined, shared],
        [
          'POST /upload/{folder}',
          'POST',
          '/api/upload/Administratif',
          { files: [{ name: 'note.pdf', size: 10 }] },
          sharedCreate,
        ],
        ['GET /commentaires', 'GET', '/api/commentaires', undefined, shared],
        [
          'POST /commentaires',
          'POST',
          '/api/commentaires',
          { nom: 'Zoé', contenu: 'Question ?' },
          sharedCreate,
        ],
        [
          'POST /reponses',
          'POST',
          '/api/reponses',
          { commentaireId: questionId, nom: 'Zoé', contenu: 'Réponse.' },
          sharedCreate,
        ],
        ['GET /livrets-fichiers', 'GET', '/api/livrets-fichiers', undefined, shared],
        ['GET /stage-documents/{stageId}', 'GET', `/api/stage-documents/${stayA.id}`, undefined, stayOnly],
        [
          'GET /evaluations/{stageId}/stagiaires',
          'GET',
          `/api/evaluations/${stayA.id}/stagiaires`,
          undefined,
          stayOnly,
        ],
        [
          'POST /save-rapport',
          'POST',
          '/api/save-rapport',
          // A fresh trainee label per caller would be needed for 200s on a first save; the table
          // checks access only, so an unknown label answers 400 once access is granted.
          { nom: 'Inconnu', stageId: stayA.id, miStage: 'x', finStage: '' },
          { anonymous: 401, family: 403, otherTrainer: 403, trainer: 400, admin: 400 },
        ],
        [
          'GET /get-rapport/{stageId}/{label}',
          'GET',
          `/api/get-rapport/${stayA.id}/${encodeURIComponent('Personne - x@example.org')}`,
          undefined,
          { anonymous: 401, family: 403, otherTrainer: 403, trainer: 404, admin: 404 },
        ],
        [
          'GET /download-rapport',
          'GET',
          `/api/download-rapport?nomStage=${encodeURIComponent(stayA.nom_stage)}`,
          undefined,
          adminOnly,
        ],
      ] as const;

    it('covers every route of the collaboration table', async () => {
      const { collabRoutes } = await import('#shared/routes/collab.js');
      const covered = new Set(rows().map(([name]) => name.replace(/^\w+ /, '').split('/')[1]));
      for (const route of Object.values(collabRoutes)) expect(covered).toContain(route.path.split('/')[1]);
    });

    for (const who of WHO) {
      it(`answers ${who} as the table says`, async () => {
        for (const [name, method, path, body, expected] of rows()) {
          // Act
          const answer = await call(stack.app, method, path, { ...as(who), body });
          // Assess
          expect({ name, status: answer.status }).toEqual({ name, status: expected[who] });
          expect(answer.headers.get('content-type')).toMatch(/application\/json/);
        }
      });
    }

    it('keeps the report of stay A from a trainer of stay B, even by the body', async () => {
      const answer = await call(stack.app, 'POST', '/api/save-rapport', {
        ...as('otherTrainer'),
        body: { nom: participantLabel, stageId: stayA.id, miStage: 'intrus', finStage: '' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: messages.api.forbidden });
    });
  });

  describe('shared documents', () => {
    const sign = (folder: string, files: { name: string; size: number }[]) =>
      call(stack.app, 'POST', `/api/upload/${encodeURIComponent(folder)}`, {
        ...as('trainer'),
        body: { files },
      });

    it('uploads by a signed PUT, keeps accents and spaces, numbers a taken name', async () => {
      // Act: step 1, sign; step 2, PUT straight to storage.
      const first = await sign('Pédagogie', [{ name: 'Fiche été.pdf', size: pdfBytes.length }]);
      const [upload] = (first.body as DocumentUploadResponse).uploads;
      const put = await fetch(upload?.url ?? '', { method: 'PUT', headers: upload?.headers, body: pdfBytes });
      const second = await sign('Pédagogie', [{ name: 'Fiche été.pdf', size: pdfBytes.length }]);
      const listed = await call(
        stack.app,
        'GET',
        `/api/files/${encodeURIComponent('Pédagogie')}`,
        as('trainer'),
      );
      // Assess
      expect(first.status).toBe(201);
      expect(upload?.headers).toEqual({ 'Content-Type': 'application/pdf' });
      expect(put.status).toBe(200);
      expect((second.body as DocumentUploadResponse).uploads[0]?.name).toBe('Fiche été (2).pdf');
      const files = listed.body as StoredFile[];
      expect(files.map((file) => [file.name, file.preview])).toEqual([['Fiche été.pdf', 'pdf']]);
      const served = await fetch(files[0]?.url ?? '');
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdfBytes);
    });

    it.each([
      ['../../etc/passwd', messages.collab.invalidName],
      ['facture\u202Efdp.exe', messages.collab.invalidName],
      ['nul\u0000.pdf', messages.collab.invalidName],
      ['page.html', messages.collab.typeRefused('page.html')],
      ['logo.svg', messages.collab.typeRefused('logo.svg')],
    ])('refuses the file name %j', async (name, message) => {
      const answer = await sign('Pédagogie', [{ name, size: 10 }]);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message });
    });

    it('refuses a file over 15 MB, an unknown folder and a folder path trick', async () => {
      const big = await sign('Pédagogie', [{ name: 'gros.pdf', size: MAX_UPLOAD_BYTES + 1 }]);
      const unknown = await sign('Inconnu', [{ name: 'a.pdf', size: 10 }]);
      const trick = await call(stack.app, 'GET', '/api/files/..%2F..%2Fetc', as('trainer'));
      expect(big.status).toBe(400);
      expect(big.body).toMatchObject({ message: messages.api.tooLarge });
      expect(unknown.status).toBe(404);
      expect(trick.status).toBe(400);
      expect(trick.body).toMatchObject({ message: messages.collab.invalidName });
    });

    it('never links a stored HTML file for display', async () => {
      // Prepare: an HTML file that reached storage some other way.
      await stack.deps.media.put(
        documentKey('Animations', 'piège.html'),
        new TextEncoder().encode('<script>alert(1)</script>'),
        'text/html',
      );
      // Act
      const listed = await call(stack.app, 'GET', '/api/files/Animations', as('trainer'));
      const file = (listed.body as StoredFile[]).find((f) => f.name === 'piège.html');
      // Assess: the signed link overrides type and disposition (S3 applies them; the emulator
      // ignores response overrides, so the signature is what is checked here).
      const url = new URL(file?.url ?? 'http://missing');
      expect(file?.preview).toBe('other');
      expect(url.searchParams.get('response-content-type')).toBe('application/octet-stream');
      expect(url.searchParams.get('response-content-disposition')).toMatch(/^attachment; /);
    });

    it('lists folders, booklets and the stay documents with links', async () => {
      const folders = await call(stack.app, 'GET', '/api/folders', as('trainer'));
      const booklets = await call(stack.app, 'GET', '/api/livrets-fichiers', as('trainer'));
      const stayDocs = await call(stack.app, 'GET', `/api/stage-documents/${stayA.id}`, as('trainer'));
      expect(folders.body).toEqual(expect.arrayContaining(['Administratif', 'Pédagogie', 'Vie quotidienne']));
      expect((booklets.body as StoredFile[]).map((f) => f.name)).toEqual(['Livret 1.pdf']);
      const [plan] = stayDocs.body as StoredFile[];
      expect(plan?.name).toBe('Plan du séjour.pdf');
      expect((await fetch(plan?.url ?? '')).status).toBe(200);
    });
  });

  describe('question board', () => {
    it('threads a question and a reply from a trainer of another stay, as plain text', async () => {
      // Act
      const question = await call(stack.app, 'POST', '/api/commentaires', {
        ...as('trainer'),
        body: { nom: 'Camille', contenu: '<img src=x onerror=alert(1)> Qui a la clé ?' },
      });
      const id = (question.body as Commentaire).id;
      const reply = await call(stack.app, 'POST', '/api/reponses', {
        ...as('otherTrainer'),
        body: { commentaireId: id, nom: 'Sami', contenu: 'Moi !' },
      });
      const board = await call(stack.app, 'GET', '/api/commentaires', as('trainer'));
      // Assess
      expect(question.status).toBe(201);
      expect(reply.status).toBe(201);
      const thread = (board.body as Commentaire[]).find((c) => c.id === id);
      expect(thread?.contenu).toBe('<img src=x onerror=alert(1)> Qui a la clé ?');
      expect(thread?.reponses.map((r) => [r.nom, r.contenu, r.commentaireId])).toEqual([
        ['Sami', 'Moi !', id],
      ]);
    });

    it('posts a question and a reply once for the same request sent twice with one key', async () => {
      // Prepare: a double click, or a retry after a lost answer, sends the same request again.
      const post = async (path: string, body: unknown, key: string) => {
        const answer = await stack.app.request(path, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens.trainer}`,
            'content-type': 'application/json',
            [IDEMPOTENCY_HEADER]: key,
          },
          body: JSON.stringify(body),
        });
        return { status: answer.status, body: (await answer.json()) as { id: string } };
      };
      const contenu = `Qui ferme le gymnase ? ${Date.now()}`;
      // Act
      const asked = await post('/api/commentaires', { nom: 'Inès', contenu }, 'question-0001');
      const askedAgain = await post('/api/commentaires', { nom: 'Inès', contenu }, 'question-0001');
      const reply = { commentaireId: asked.body.id, nom: 'Sami', contenu: 'Moi, à 18 h.' };
      const replied = await post('/api/reponses', reply, 'reponse-0001');
      const repliedAgain = await post('/api/reponses', reply, 'reponse-0001');
      const board = await call(stack.app, 'GET', '/api/commentaires', as('trainer'));
      // Assess
      expect(asked.status).toBe(201);
      expect(askedAgain).toEqual(asked);
      expect(replied.status).toBe(201);
      expect(repliedAgain).toEqual(replied);
      const threads = (board.body as Commentaire[]).filter((c) => c.contenu === contenu);
      expect(threads.map((t) => t.reponses.map((r) => r.id))).toEqual([[replied.body.id]]);
    });

    it('requires a name and a content, and an existing question', async () => {
      const noName = await call(stack.app, 'POST', '/api/commentaires', {
        ...as('trainer'),
        body: { nom: ' ', contenu: 'x' },
      });
      const noContent = await call(stack.app, 'POST', '/api/reponses', {
        ...as('trainer'),
        body: { commentaireId: 'abc', nom: 'A', contenu: '' },
      });
      const unknown = await call(stack.app, 'POST', '/api/reponses', {
        ...as('trainer'),
        body: { commentaireId: 'nope', nom: 'A', contenu: 'x' },
      });
      expect(noName.body).toMatchObject({ message: messages.collab.nameRequired });
      expect(noContent.body).toMatchObject({ message: messages.collab.contentRequired });
      expect(unknown.status).toBe(404);
    });
  });

  describe('evaluation reports', () => {
    const save = (who: Who, miStage: string, version?: number) =>
      call(stack.app, 'POST', '/api/save-rapport', {
        ...as(who),
        body: {
          nom: participantLabel,
          stageId: stayA.id,
          miStage,
          finStage: '',
          nomStage: 'ignoré',
          version,
        },
      });
    const load = () =>
      call(
        stack.app,
        'GET',
        `/api/get-rapport/${stayA.id}/${encodeURIComponent(participantLabel)}`,
        as('trainer'),
      );

    it('lists the stay trainees with their report label', async () => {
      const answer = await call(stack.app, 'GET', `/api/evaluations/${stayA.id}/stagiaires`, as('trainer'));
      expect((answer.body as EvaluationParticipant[]).map((t) => t.label)).toEqual([participantLabel]);
    });

    it('refuses a save based on an outdated version instead of erasing the other text', async () => {
      // Prepare: a first report, then two trainers open version 1.
      const first = await save('trainer', 'Début prometteur.');
      // Act
      const byOne = await save('trainer', '=1+1 Très investie.', 1);
      const byTwo = await save('admin', 'Texte de la seconde personne.', 1);
      const fresh = await save('admin', 'Sans version.');
      const stored = await load();
      // Assess
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ message: messages.evaluation.saved, version: 1 });
      expect(byOne.body).toMatchObject({ version: 2 });
      expect(byTwo.status).toBe(409);
      expect(byTwo.body).toEqual({ message: messages.collab.reportConflict });
      expect(fresh.status).toBe(409);
      expect(stored.body).toMatchObject({
        miStage: '=1+1 Très investie.',
        version: 2,
        nomStage: stayA.nom_stage,
      });
      expect((stored.body as Rapport).nom).toBe(participantLabel);
    });

    it('gives the administrator an xlsx of the stay reports that reads back', async () => {
      // Act
      const answer = await call(
        stack.app,
        'GET',
        `/api/download-rapport?nomStage=${encodeURIComponent(stayA.nom_stage)}`,
        as('admin'),
      );
      const { url, fileName, count } = answer.body as { url: string; fileName: string; count: number };
      const file = await fetch(url);
      // Assess
      expect(count).toBe(1);
      expect(fileName).toBe(`rapports_${stayA.nom_stage.replace(/ /g, '_')}.xlsx`);
      expect(new URL(url).searchParams.get('response-content-disposition')).toMatch(/^attachment; /);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await file.arrayBuffer()) as ArrayBuffer);
      const sheet = workbook.getWorksheet(messages.collab.sheetName);
      expect(sheet?.getRow(1).values).toEqual([undefined, ...Object.values(messages.collab.columns)]);
      expect(sheet?.getRow(2).getCell(1).value).toBe(stayA.nom_stage);
      expect(sheet?.getRow(2).getCell(2).value).toBe(participantLabel);
      // Exactly as written: a text cell, never evaluated, needs no apostrophe.
      expect(sheet?.getRow(2).getCell(3).value).toBe('=1+1 Très investie.');
    });
  });
});
