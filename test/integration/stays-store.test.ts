/**
 * The stays store against the emulator: what it writes it reads back checked against the record's
 * schema, a save needs the version it read, and a malformed item is a fault of the data (a 500 that
 * names the field at fault, never its value) rather than a refusal of the request.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('stays store', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await createTestStack();
  });

  it('reads back the stay it created, and refuses a second create of the same id', async () => {
    // Prepare
    const stay = await stack.createStay({ fichiers: [{ key: 'stages/files/plan.pdf', name: 'Plan.pdf' }] });
    // Act
    const again = await stack.deps.stays.create(stay);
    const read = await stack.deps.stays.get(stay.id);
    // Assess
    expect(again).toBe(false);
    expect(read).toEqual(stay);
    expect(await stack.deps.stays.list()).toContainEqual(stay);
  });

  it('saves only over the version it read, and deletes once', async () => {
    // Prepare
    const stay = await stack.createStay();
    const next = { ...stay, ville: 'Brest', version: stay.version + 1 };
    // Act
    const saved = await stack.deps.stays.replace(next, stay.version);
    const stale = await stack.deps.stays.replace({ ...stay, ville: 'Nantes' }, stay.version);
    const removed = await stack.deps.stays.remove(stay.id);
    const removedAgain = await stack.deps.stays.remove(stay.id);
    // Assess
    expect([saved, stale, removed, removedAgain]).toEqual(['saved', 'conflict', true, false]);
    expect(await stack.deps.stays.get(stay.id)).toBeUndefined();
  });

  it('switches a stay off once, moving its version on once', async () => {
    // Prepare
    const stay = await stack.createStay();
    // Act
    await stack.deps.stays.deactivate(stay.id);
    await stack.deps.stays.deactivate(stay.id);
    await stack.deps.stays.deactivate('inconnu');
    // Assess
    expect(await stack.deps.stays.get(stay.id)).toMatchObject({ actif: 0, version: stay.version + 1 });
  });

  it('answers a malformed item as a fault, naming the field but not the passwords', async () => {
    // Prepare: an item written by hand, without an end date and with a number as family password.
    const id = newId();
    const item = {
      id,
      nom_stage: 'Abîmé',
      ville: 'Lyon',
      cree_par: 'x',
      actif: 1,
      date_debut: '2027-07-01',
      mdp_formateur: 'Secret-Dir-9',
      mdp_stagiaire: 48151623,
      token_version: 1,
      version: 1,
    };
    await stack.deps.clients.dynamo.send(
      new PutCommand({ TableName: stack.names.tables.stages, Item: item }),
    );
    const admin = await stack.deps.tokens.issueAdminToken('admin');
    // Act
    const read = await stack.deps.stays.get(id).catch((error: unknown) => error);
    const answer = await call(stack.app, 'GET', `/api/stage/${id}`, { token: admin });
    // Assess
    expect(read).toBeInstanceOf(Error);
    const fault = (read as Error).message;
    expect(fault).toContain('date_fin');
    expect(fault).toContain('mdp_stagiaire');
    expect(fault).not.toMatch(/Secret-Dir-9|48151623/);
    expect(answer).toMatchObject({ status: 500, body: { message: messages.api.internalError } });
  });
});
