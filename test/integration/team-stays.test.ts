/**
 * The team's list of stays on /connexion: a trainer of a switched-off stay must find it there (the
 * families' list hides it), and the list says nothing of a stay beyond its name and dates.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import type { StaySummary } from '#shared/schemas.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('team list of stays', () => {
  let stack: TestStack;
  let active: StayRecord;
  let hidden: StayRecord;

  beforeAll(async () => {
    stack = await createTestStack();
    active = await stack.createStay({ nom_stage: 'Séjour ouvert' });
    hidden = await stack.createStay({ nom_stage: 'Séjour en préparation', actif: 0 });
  });

  it('names switched-off stays too, with their name and dates only', async () => {
    // Act
    const answer = await call(stack.app, 'GET', '/api/equipe/stages');
    // Assess
    expect(answer.status).toBe(200);
    const stays = answer.body as StaySummary[];
    expect(stays).toEqual(
      expect.arrayContaining([
        {
          id: active.id,
          nom_stage: active.nom_stage,
          date_debut: active.date_debut,
          date_fin: active.date_fin,
        },
        {
          id: hidden.id,
          nom_stage: hidden.nom_stage,
          date_debut: hidden.date_debut,
          date_fin: hidden.date_fin,
        },
      ]),
    );
    expect(JSON.stringify(stays)).not.toContain('mdp_');
    expect(JSON.stringify(stays)).not.toContain(hidden.mdp_formateur);
  });

  it('lets the trainer of a switched-off stay sign in and reach the team area', async () => {
    // Act
    const login = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: hidden.id, password: hidden.mdp_formateur },
    });
    const token = (login.body as { token: string }).token;
    const ping = await call(stack.app, 'GET', '/api/ping?role=formateur', { token });
    // Assess
    expect(login.status).toBe(200);
    expect(ping.body).toMatchObject({ role: 'formateur', stageId: hidden.id });
  });
});
