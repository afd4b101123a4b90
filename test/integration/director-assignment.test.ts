/**
 * "Attribuer des séjours aux directeurs": the page sends every stay the director already has,
 * finished ones included (they are not shown, so the administrator cannot untick them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('assigning stays to a director', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  const person = { nom: 'Roux', prenom: 'Anne', telephone: '0601020304', cat: 'sejour' as const };

  it('keeps a finished stay the director already has and saves the current choice', async () => {
    // Prepare: a director of a stay that ended last year, and a coming stay to assign.
    const mail = `anne.${Date.now()}@example.org`;
    const finished = await stack.createStay({ date_debut: '2025-07-01', date_fin: '2025-07-10' });
    const coming = await stack.createStay();
    await call(stack.app, 'POST', '/api/formateurs/add', {
      token: admin,
      body: { ...person, mail, stageId: finished.id },
    });
    const before = (await stack.deps.directors.listByStay(finished.id)).find((d) => d.mail === mail);
    // Act: what the page sends, the hidden finished stay included.
    const answer = await call(stack.app, 'PUT', `/api/formateurs/${before?.id}`, {
      token: admin,
      body: { ...person, mail, stages: [finished.id, coming.id] },
    });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: messages.admin.directorUpdated });
    expect(await stack.deps.directors.listByStay(finished.id)).toEqual([before]);
    expect((await stack.deps.directors.listByStay(coming.id)).map((d) => d.mail)).toEqual([mail]);
  });

  it('still refuses a finished stay the director did not have', async () => {
    // Prepare
    const mail = `paul.${Date.now()}@example.org`;
    const current = await stack.createStay();
    const finished = await stack.createStay({ date_debut: '2025-08-01', date_fin: '2025-08-10' });
    await call(stack.app, 'POST', '/api/formateurs/add', {
      token: admin,
      body: { ...person, mail, stageId: current.id },
    });
    const id = (await stack.deps.directors.listByStay(current.id))[0]?.id;
    // Act
    const answer = await call(stack.app, 'PUT', `/api/formateurs/${id}`, {
      token: admin,
      body: { ...person, mail, stages: [current.id, finished.id] },
    });
    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: messages.backOffice.stayNotAssignable });
    expect(await stack.deps.directors.listByStay(finished.id)).toEqual([]);
  });
});
