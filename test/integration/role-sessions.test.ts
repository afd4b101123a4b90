/**
 * A stay has two passwords, one per role: changing one of them ends the sessions opened with it, and
 * only those. A new family password must not sign the trainers out in the middle of a camp day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('sessions per role', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  const signIn = async (stayId: string, password: string): Promise<string> => {
    const answer = await call(stack.app, 'POST', '/api/auth/login', { body: { stageId: stayId, password } });
    expect(answer.status).toBe(200);
    return (answer.body as { token: string }).token;
  };
  /** A call each role may make: the stay's details. */
  const inForce = async (stayId: string, token: string): Promise<boolean> =>
    (await call(stack.app, 'GET', `/api/stages/${stayId}`, { token })).status === 200;

  const save = async (stay: StayRecord, passwords: Partial<StayRecord>) => {
    const read = await stack.deps.stays.get(stay.id);
    const answer = await call(stack.app, 'PUT', `/api/stage/${stay.id}`, {
      token: admin,
      body: { ...stay, ...passwords, version: read?.version },
    });
    expect(answer.body).toMatchObject({ message: messages.admin.stayModified });
  };

  it("ends the families' sessions only, when the family password changes", async () => {
    // Prepare
    const stay = await stack.createStay();
    const family = await signIn(stay.id, stay.mdp_stagiaire);
    const director = await signIn(stay.id, stay.mdp_formateur);
    // Act
    await save(stay, { mdp_stagiaire: 'Fam-Nouveau-7' });
    // Assess
    expect(await inForce(stay.id, family)).toBe(false);
    expect(await inForce(stay.id, director)).toBe(true);
    expect(await inForce(stay.id, await signIn(stay.id, 'Fam-Nouveau-7'))).toBe(true);
  });

  it("ends the trainers' sessions only, when the director password changes", async () => {
    // Prepare
    const stay = await stack.createStay();
    const family = await signIn(stay.id, stay.mdp_stagiaire);
    const director = await signIn(stay.id, stay.mdp_formateur);
    // Act
    await save(stay, { mdp_formateur: 'Dir-Nouveau-7' });
    // Assess
    expect(await inForce(stay.id, director)).toBe(false);
    expect(await inForce(stay.id, family)).toBe(true);
    expect(await inForce(stay.id, await signIn(stay.id, 'Dir-Nouveau-7'))).toBe(true);
  });

  it('ends both, when both passwords change; and neither, when a save keeps them', async () => {
    // Prepare
    const stay = await stack.createStay();
    const family = await signIn(stay.id, stay.mdp_stagiaire);
    const director = await signIn(stay.id, stay.mdp_formateur);
    // Act
    await save(stay, { ville: 'Quimper' });
    const afterOtherEdit = [await inForce(stay.id, family), await inForce(stay.id, director)];
    await save(stay, { mdp_stagiaire: 'Fam-Nouveau-8', mdp_formateur: 'Dir-Nouveau-8' });
    // Assess
    expect(afterOtherEdit).toEqual([true, true]);
    expect([await inForce(stay.id, family), await inForce(stay.id, director)]).toEqual([false, false]);
  });
});
