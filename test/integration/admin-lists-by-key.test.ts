/**
 * The back-office's lists read by key: against the emulator, every list route answers with
 * GetItem, BatchGetItem and Query calls only, never a Scan, whose cost grows with the whole table
 * (every stay and family of every season) instead of with the page asked for. And a stay's families
 * come a page at a time in alphabetical order, families stored before the sort key included.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeApi } from '#functions/composition/api.js';
import { createApp } from '#functions/http/app.js';
import type { ParticipantPage } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { aDirector, aFamily } from '../fixtures/people.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('back-office lists', () => {
  let stack: TestStack;
  let admin: string;
  let app: ReturnType<typeof createApp>;
  const commands: string[] = [];

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
    // The API as deployed, with every DynamoDB command it sends noted.
    const core = stack.coreOf('api');
    core.clients.dynamo.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(context.commandName ?? 'unknown');
        return next(args);
      },
      { step: 'initialize', name: 'noteCommands' },
    );
    app = createApp(await composeApi(core));
  });

  it('reads every list by key, without a scan', async () => {
    // Prepare
    const stays = await Promise.all([stack.createStay(), stack.createStay({ actif: 0 })]);
    const [stay] = stays;
    if (!stay) throw new Error('no stay');
    await stack.deps.participants.putMany(
      Array.from({ length: 5 }, (_, i) => aFamily({ id: `${stay.id}-f${i}`, stageId: stay.id })),
    );
    await stack.deps.directors.put(aDirector({ id: `${stay.id}-d`, stageId: stay.id }));
    const lists = [
      '/api/stages-names?page=1&pageSize=50',
      '/api/stages-names?q=test',
      '/api/unique-sejours',
      `/api/get-stagiaires/${stay.id}?page=1&pageSize=2`,
      `/api/get-stagiaires/${stay.id}?page=3&pageSize=2`,
      '/api/formateurs?page=1&pageSize=50',
      '/api/formateurs/assignable-stages',
      `/api/formateurs/by-stage/${stay.id}/sejour`,
      `/api/stage-recipients/${stay.id}/stagiaire`,
      '/api/mail-log',
      '/api/stages',
    ];
    // Act
    commands.length = 0;
    const statuses = [];
    for (const path of lists) statuses.push((await call(app, 'GET', path, { token: admin })).status);
    // Assess
    expect(statuses).toEqual(lists.map(() => 200));
    expect(commands).toContain('QueryCommand');
    // Reads by key, and the family counts a first list records on stays that had none.
    const byKey = ['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'UpdateItemCommand'];
    expect(commands.filter((name) => !byKey.includes(name))).toEqual([]);
  });

  it("pages a stay's families alphabetically by cursor or by number, counting those stored before the sort key", async () => {
    // Prepare: six families, one of them written as before the sort key existed.
    const stay = await stack.createStay();
    const names = ['Zola', 'Émery', 'durand', 'Martin', 'Ândré', 'Bernard'];
    await stack.deps.participants.putMany(
      names.slice(1).map((nom, i) => aFamily({ id: `${stay.id}-f${i}`, stageId: stay.id, nom })),
    );
    await stack.deps.clients.dynamo.send(
      new PutCommand({
        TableName: stack.names.tables.stagiaires,
        Item: aFamily({ id: `${stay.id}-old`, stageId: stay.id, nom: 'Zola' }),
      }),
    );
    const page = async (query: string) =>
      (await call(app, 'GET', `/api/get-stagiaires/${stay.id}?pageSize=4&${query}`, { token: admin }))
        .body as ParticipantPage;
    // Act
    const first = await page('page=1');
    const byCursor = await page(`page=2&after=${first.next ?? ''}`);
    const byNumber = await page('page=2');
    // Assess
    expect(first.total).toBe(6);
    expect([...first.items, ...byCursor.items].map((family) => family.nom)).toEqual([
      'Ândré',
      'Bernard',
      'durand',
      'Émery',
      'Martin',
      'Zola',
    ]);
    expect(byCursor.next).toBeNull();
    expect(byNumber.items).toEqual(byCursor.items);
  });

  it('refuses a cursor the list did not hand out, as bad input', async () => {
    // Prepare
    const stay = await stack.createStay();
    // Act
    const answers = await Promise.all(
      ['%F2%82%BC%94%C3%AB', Buffer.from('sans tabulation').toString('base64url')].map((after) =>
        call(app, 'GET', `/api/get-stagiaires/${stay.id}?after=${after}`, { token: admin }),
      ),
    );
    // Assess
    expect(answers.map((answer) => [answer.status, (answer.body as { message: string }).message])).toEqual([
      [400, messages.api.invalidCursor],
      [400, messages.api.invalidCursor],
    ]);
  });
});
