/**
 * The people stores against the emulator: batches larger than one DynamoDB call, and items read
 * through their record schema, so a broken item is the portal's fault (500), never the caller's (400).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('people stores', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  const putRaw = (table: string, item: Record<string, unknown>) =>
    stack.deps.clients.dynamo.send(new PutCommand({ TableName: table, Item: item }));

  it('writes and removes more participants than one batch call takes', async () => {
    // Prepare
    const stay = await stack.createStay();
    const families = Array.from({ length: 60 }, (_, i) => ({
      id: `${stay.id}-p${i}`,
      stageId: stay.id,
      nom: `Nom ${i}`,
      prenom: 'Prénom',
      email: `famille${i}@example.org`,
    }));
    // Act
    await stack.deps.participants.putMany(families);
    const stored = await stack.deps.participants.listByStay(stay.id);
    await stack.deps.participants.removeMany(families.map((family) => family.id));
    // Assess
    expect(stored).toHaveLength(60);
    expect(stored).toContainEqual(families[42]);
    expect(await stack.deps.participants.listByStay(stay.id)).toEqual([]);
  });

  it('answers 500, not a bad-input 400, when a stored participant lacks its shape', async () => {
    // Prepare: an item with no first name, as an old or broken write would leave it.
    const stay = await stack.createStay();
    await putRaw(stack.names.tables.stagiaires, {
      id: `${stay.id}-broken`,
      stageId: stay.id,
      nom: 'Martin',
      email: 'martin@example.org',
    });
    // Act
    const refusal = await stack.deps.participants.listByStay(stay.id).catch((error: unknown) => error);
    const answer = await call(stack.app, 'GET', `/api/get-stagiaires/${stay.id}`, { token: admin });
    // Assess
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).not.toBeInstanceOf(ZodError);
    expect(String(refusal)).toMatch(/prenom/);
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: messages.api.internalError });
  });

  it('refuses a stored director of an unknown category', async () => {
    // Prepare
    const stay = await stack.createStay();
    const id = `${stay.id}-director`;
    await putRaw(stack.names.tables.formateurs, {
      id,
      stageId: stay.id,
      nom: 'Durand',
      prenom: 'Sophie',
      mail: 'sophie@example.org',
      telephone: '0601020304',
      cat: 'colonie',
    });
    // Act / Assess
    await expect(stack.deps.directors.get(id)).rejects.toThrow(/cat/);
  });

  it('reads an administrator account made before token versions as version-less', async () => {
    // Prepare
    await putRaw(stack.names.tables.admins, {
      username: 'ancien',
      password_hash: 'scrypt$old',
      created_at: '2024-01-01T00:00:00.000Z',
    });
    // Act
    const account = await stack.deps.admins.get('ancien');
    // Assess
    expect(account).toEqual({
      username: 'ancien',
      password_hash: 'scrypt$old',
      created_at: '2024-01-01T00:00:00.000Z',
    });
  });
});
