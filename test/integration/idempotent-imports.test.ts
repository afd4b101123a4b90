/**
 * CSV imports carry the Idempotency-Key of the administrator's action, like creates: the same import
 * request sent twice, one after the other or at the same moment (a double click, the browser sending
 * again after a lost answer), imports one set of records and answers the first result, although the
 * first import already read and deleted the uploaded file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedFile } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('idempotent imports', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  /** Step 1 of an import, as the browser does it: a signed upload, then the PUT to storage. */
  const upload = async (kind: 'sejours' | 'stagiaires', lines: readonly string[]): Promise<string> => {
    const bytes = new TextEncoder().encode(lines.join('\r\n'));
    const signed = await call(stack.app, 'POST', '/api/imports/uploads', {
      token: admin,
      body: { kind, file: { name: `${kind}.csv`, type: 'text/csv', size: bytes.length } },
    });
    const file = signed.body as SignedFile;
    const stored = await fetch(file.url, { method: 'PUT', headers: file.headers, body: bytes });
    expect(stored.ok).toBe(true);
    return file.key;
  };

  /** Step 2: the import request, with the action's key. */
  const importFile = async (
    path: '/api/uploadSejour' | '/api/upload',
    key: string,
    idempotencyKey: string,
  ) => {
    const answer = await stack.app.request(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify({ key }),
    });
    return { status: answer.status, body: (await answer.json()) as { message: string; count?: number } };
  };

  const staysNamed = async (prefix: string) =>
    (await stack.deps.stays.list()).filter((stay) => stay.nom_stage.startsWith(prefix));

  const stayFile = (prefix: string) => [
    'nom_stage;ville;date_debut;date_fin',
    `${prefix} Océan;La Flotte;06/07/2027;17/07/2027`,
    `${prefix} Montagne;Névache;19/07/2027;30/07/2027`,
  ];

  it('imports the stays once for the same request sent twice, and answers both alike', async () => {
    // Prepare
    const key = await upload('sejours', stayFile('Reprise'));
    // Act
    const first = await importFile('/api/uploadSejour', key, 'import-sejours-0001');
    const second = await importFile('/api/uploadSejour', key, 'import-sejours-0001');
    // Assess
    expect(first).toEqual({ status: 200, body: { message: messages.admin.csvSuccess, count: 2 } });
    expect(second).toEqual(first);
    expect(await staysNamed('Reprise')).toHaveLength(2);
  });

  it('imports the stays once for the same request sent twice at the same moment', async () => {
    // Prepare
    const key = await upload('sejours', stayFile('Double clic'));
    // Act
    const answers = await Promise.all([
      importFile('/api/uploadSejour', key, 'import-sejours-0002'),
      importFile('/api/uploadSejour', key, 'import-sejours-0002'),
    ]);
    // Assess
    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await staysNamed('Double clic')).toHaveLength(2);
  });

  it('answers a family import sent again with its first result, its file being gone', async () => {
    // Prepare
    const stay = await stack.createStay({
      nom_stage: 'Séjour des familles',
      date_debut: '2027-08-02',
      date_fin: '2027-08-13',
    });
    const key = await upload('stagiaires', [
      'Nom;Prenom;MailRL;Sejour;Du;Au',
      'Martin;Léa;lea@famille.test;Séjour des familles;02/08/2027;13/08/2027',
      'Diallo;Sami;sami@famille.test;Séjour des familles;02/08/2027;13/08/2027',
    ]);
    // Act
    const first = await importFile('/api/upload', key, 'import-familles-0001');
    const second = await importFile('/api/upload', key, 'import-familles-0001');
    // Assess
    expect(first).toEqual({ status: 200, body: { message: messages.admin.csvSuccess, count: 2 } });
    expect(second).toEqual(first);
    expect(await stack.deps.participants.listByStay(stay.id)).toHaveLength(2);
  });
});
