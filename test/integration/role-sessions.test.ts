/**
 * A stay has two passwords, one per role: changing one of them ends the sessions opened with it, and
 * only those. A new family password must not sign the trainers out in the middle of a camp day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stage.js';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('sessions per role', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    stack = await createTestStack();
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  const signIn = async (stageId: string, password: string): Promise<string> => {
    const answer = await call(stack.app, 'POST', '/api/auth/login', { body: { stageId, password } });
    expect(answer.status).toBe(200);
    return (answer.body as { token: string }).token;
  };
  /** A call each role may make: the stay's details. */
  const inForce = async (stageId: string, token: string): Promise<boolean> =>
    (await call(stack.app, 'GET', `/api/stages/${stageId}`, { token })).status === 200;

  const save = async (stage: StayRecord, passwords: Partial<StayRecord>) => {
    const read = await stack.deps.stages.get(stage.id);
    const answer = await call(stack.app, 'PUT', `/api/stage/${stage.id}`, {
      token: admin,
      body: { ...stage, ...passwords, version: read?.version },
    });
    expect(answer.body).toMatchObject({ message: messages.admin.stageModified });
  };

  it("ends the families' sessions only, when the family password changes", async () => {
    // Prepare
    const stage = await stack.createStage();
    const family = await signIn(stage.id, stage.mdp_stagiaire);
    const trainer = await signIn(stage.id, stage.mdp_formateur);
    // Act
    await save(stage, { mdp_stagiaire: 'Fam-Nouveau-7' });
    // Assess
    expect(await inForce(stage.id, family)).toBe(false);
    expect(await inForce(stage.id, trainer)).toBe(true);
    expect(await inForce(stage.id, await signIn(stage.id, 'Fam-Nouveau-7'))).toBe(true);
  });

  it("ends the trainers' sessions only, when the director password changes", async () => {
    // Prepare
    const stage = await stack.createStage();
    const family = await signIn(stage.id, stage.mdp_stagiaire);
    const trainer = await signIn(stage.id, stage.mdp_formateur);
    // Act
    await save(stage, { mdp_formateur: 'Dir-Nouveau-7' });
    // Assess
    expect(await inForce(stage.id, trainer)).toBe(false);
    expect(await inForce(stage.id, family)).toBe(true);
    expect(await inForce(stage.id, await signIn(stage.id, 'Dir-Nouveau-7'))).toBe(true);
  });

  it('ends both, when both passwords change; and neither, when a save keeps them', async () => {
    // Prepare
    const stage = await stack.createStage();
    const family = await signIn(stage.id, stage.mdp_stagiaire);
    const trainer = await signIn(stage.id, stage.mdp_formateur);
    // Act
    await save(stage, { ville: 'Quimper' });
    const afterOtherEdit = [await inForce(stage.id, family), await inForce(stage.id, trainer)];
    await save(stage, { mdp_stagiaire: 'Fam-Nouveau-8', mdp_formateur: 'Dir-Nouveau-8' });
    // Assess
    expect(afterOtherEdit).toEqual([true, true]);
    expect([await inForce(stage.id, family), await inForce(stage.id, trainer)]).toEqual([false, false]);
  });
});
