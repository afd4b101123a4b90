/**
 * Creates carry an Idempotency-Key (one per user action): the same request sent twice, one after
 * the other or at the same moment (a double click, a retry after a lost answer), creates one record
 * and answers the first result; another key, or another content, is another create.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('idempotent creates', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let admin: string;

  beforeAll(async () => {
    stack = await createTestStack();
    stay = await stack.createStay({ nom_stage: 'Séjour des doubles clics' });
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  const post = async (path: string, body: unknown, key?: string) => {
    const answer = await stack.app.request(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as { message: string } };
  };
  const director = (mail: string) => ({
    nom: 'Durand',
    prenom: 'Sophie',
    mail,
    telephone: '0612345678',
    cat: 'sejour',
    stageId: stay.id,
  });
  const directorsNamed = async (mail: string) =>
    (await stack.deps.directors.listByStay(stay.id)).filter((d) => d.mail === mail).length;

  it('adds one director for a request sent twice with the same key, and answers both alike', async () => {
    // Act
    const first = await post('/api/formateurs/add', director('a@colo.test'), 'ajout-directeur-0001');
    const second = await post('/api/formateurs/add', director('a@colo.test'), 'ajout-directeur-0001');
    // Assess
    expect(first).toEqual({ status: 201, body: { message: messages.admin.directorProcessed } });
    expect(second).toEqual(first);
    expect(await directorsNamed('a@colo.test')).toBe(1);
  });

  it('adds one participant for the same request sent twice at the same moment', async () => {
    // Prepare
    const body = { nom: 'Martin', prenom: 'Léa', mailRL: 'lea@famille.test', stageId: stay.id };
    // Act
    const answers = await Promise.all([
      post('/api/add-stagiaire', body, 'ajout-stagiaire-0001'),
      post('/api/add-stagiaire', body, 'ajout-stagiaire-0001'),
    ]);
    // Assess
    expect(answers.map((a) => a.status)).toContain(201);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const participants = await stack.deps.participants.listByStay(stay.id);
    expect(participants.filter((p) => p.email === 'lea@famille.test')).toHaveLength(1);
  });

  it('creates again for another key or another content, and without a key', async () => {
    // Act
    await post('/api/formateurs/add', director('b@colo.test'), 'ajout-directeur-0002');
    await post('/api/formateurs/add', director('b@colo.test'), 'ajout-directeur-0003');
    await post('/api/formateurs/add', director('c@colo.test'), 'ajout-directeur-0003');
    await post('/api/formateurs/add', director('d@colo.test'));
    await post('/api/formateurs/add', director('d@colo.test'));
    // Assess
    expect(await directorsNamed('b@colo.test')).toBe(2);
    expect(await directorsNamed('c@colo.test')).toBe(1);
    expect(await directorsNamed('d@colo.test')).toBe(2);
  });

  it('lets a refused request be sent again with its key once corrected', async () => {
    // Act
    const refused = await post(
      '/api/formateurs/add',
      { ...director('e@colo.test'), stageId: 'inconnu' },
      'cle-0004',
    );
    const accepted = await post('/api/formateurs/add', director('e@colo.test'), 'cle-0004');
    // Assess
    expect(refused.status).toBe(404);
    expect(accepted.status).toBe(201);
    expect(await directorsNamed('e@colo.test')).toBe(1);
  });

  it('refuses a malformed key with a French message', async () => {
    // Act
    const answer = await post('/api/formateurs/add', director('f@colo.test'), 'court');
    // Assess
    expect(answer).toEqual({ status: 400, body: { message: messages.api.invalidIdempotencyKey } });
  });
});
