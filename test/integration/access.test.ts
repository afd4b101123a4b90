import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { createApp } from '#functions/http/app.js';
import { LOGIN_MAX_FAILURES } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import type { PublicStay } from '#shared/schemas.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

const login = async (stack: TestStack, stayId: string, password: string): Promise<string> => {
  const answer = await call(stack.app, 'POST', '/api/auth/login', { body: { stageId: stayId, password } });
  return (answer.body as { token: string }).token;
};

describe('access rules', () => {
  let stack: TestStack;
  let stayA: StayRecord;
  let stayB: StayRecord;
  let hidden: StayRecord;
  let familyA: string;
  let directorA: string;
  let admin: string;

  beforeAll(async () => {
    stack = await createTestStack();
    stayA = await stack.createStay({ nom_stage: 'Séjour A' });
    stayB = await stack.createStay({ nom_stage: 'Séjour B' });
    hidden = await stack.createStay({ nom_stage: 'Séjour caché', actif: 0 });
    familyA = await login(stack, stayA.id, stayA.mdp_stagiaire);
    directorA = await login(stack, stayA.id, stayA.mdp_formateur);
    admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  it('lists only active stays to the public, never with their passwords', async () => {
    // Act
    const answer = await call(stack.app, 'GET', '/api/stages');
    // Assess
    const stays = answer.body as PublicStay[];
    expect(answer.status).toBe(200);
    expect(stays.map((s) => s.id)).toEqual(expect.arrayContaining([stayA.id, stayB.id]));
    expect(stays.map((s) => s.id)).not.toContain(hidden.id);
    expect(JSON.stringify(stays)).not.toContain(stayA.mdp_stagiaire);
    expect(JSON.stringify(stays)).not.toContain('mdp_');
  });

  it('tells every cache to keep no answer: successes, refusals and errors alike', async () => {
    // Answers carry tokens and signed media links; a shared or browser cache must not replay them.
    const answers = await Promise.all([
      call(stack.app, 'GET', '/api/stages'),
      call(stack.app, 'POST', '/api/auth/login', {
        body: { stageId: stayA.id, password: stayA.mdp_stagiaire },
      }),
      call(stack.app, 'GET', `/api/stages/${stayB.id}`, { token: familyA }),
      call(stack.app, 'GET', '/api/stages/absent-stay', { token: admin }),
      call(stack.app, 'POST', '/api/auth/login', { body: { stageId: 42 } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 403, 404, 400]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('lists inactive stays to an administrator', async () => {
    const answer = await call(stack.app, 'GET', '/api/stages', { token: admin });
    expect((answer.body as PublicStay[]).map((s) => s.id)).toContain(hidden.id);
  });

  it('keeps a family of stay A out of stay B', async () => {
    // Act
    const stay = await call(stack.app, 'GET', `/api/stages/${stayB.id}`, { token: familyA });
    const photos = await call(stack.app, 'GET', `/api/doc_stage_formateur_active/${stayB.id}`, {
      token: familyA,
    });
    // Assess
    expect(stay.status).toBe(403);
    expect(photos.status).toBe(403);
    expect(photos.body).toEqual({ message: messages.api.forbidden });
  });

  it('keeps families out of trainer endpoints', async () => {
    const all = await call(stack.app, 'GET', `/api/doc_stage_formateur_all/${stayA.id}`, { token: familyA });
    const sign = await call(stack.app, 'POST', `/api/doc_stage_formateur/${stayA.id}/uploads`, {
      token: familyA,
      body: { files: [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }] },
    });
    expect(all.status).toBe(403);
    expect(sign.status).toBe(403);
  });

  it('keeps a trainer of stay A out of stay B, and lets an administrator in everywhere', async () => {
    const director = await call(stack.app, 'GET', `/api/doc_stage_formateur_all/${stayB.id}`, {
      token: directorA,
    });
    const adminAnswer = await call(stack.app, 'GET', `/api/doc_stage_formateur_all/${stayB.id}`, {
      token: admin,
    });
    expect(director.status).toBe(403);
    expect(adminAnswer.status).toBe(200);
  });

  it('refuses to sign uploads that are too large or not images, before signing anything', async () => {
    // Act
    const tooLarge = await call(stack.app, 'POST', `/api/doc_stage_formateur/${stayA.id}/uploads`, {
      token: directorA,
      body: { files: [{ name: 'big.jpg', type: 'image/jpeg', size: 15_728_641 }] },
    });
    const notImage = await call(stack.app, 'POST', `/api/doc_stage_formateur/${stayA.id}/uploads`, {
      token: directorA,
      body: { files: [{ name: 'doc.pdf', type: 'application/pdf', size: 100 }] },
    });
    // Assess
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ message: messages.photoDeposit.tooLarge });
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ message: messages.api.notAPhoto });
    expect(await stack.deps.photos.listByStay(stayA.id)).toHaveLength(0);
  });

  it('lets a trainer publish nothing directly: only administrators may sign with actif 1', async () => {
    const answer = await call(stack.app, 'POST', `/api/doc_stage_formateur/${stayA.id}/uploads`, {
      token: directorA,
      body: { actif: 1, files: [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }] },
    });
    expect(answer.status).toBe(403);
  });

  it('answers the token questions of the navigation bar and the trainer pages', async () => {
    const stayId = await call(stack.app, 'GET', '/api/stageId', { token: familyA });
    const fromToken = await call(stack.app, 'GET', '/api/getStageIdFromToken', { token: directorA });
    const pingDirector = await call(stack.app, 'GET', '/api/ping?role=formateur', { token: directorA });
    const pingFamily = await call(stack.app, 'GET', '/api/ping?role=formateur', { token: familyA });
    expect(stayId.body).toEqual({ stageId: stayA.id });
    expect(fromToken.body).toEqual({ stageId: stayA.id });
    expect(pingDirector.body).toEqual({ stageId: stayA.id, role: 'formateur' });
    expect(pingFamily.status).toBe(403);
  });

  it('answers unknown API paths with a French 404', async () => {
    const answer = await call(stack.app, 'GET', '/api/nope');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: messages.api.notFound });
  });

  it('switches off stays that ended more than a year ago, and only those', async () => {
    // Prepare
    const old = await stack.createStay({ date_debut: '2020-07-01', date_fin: '2020-07-10' });
    // Act
    const answer = await call(stack.app, 'GET', '/api/update-stage-status');
    // Assess
    expect(answer.status).toBe(200);
    expect((await stack.deps.stays.get(old.id))?.actif).toBe(0);
    expect((await stack.deps.stays.get(stayA.id))?.actif).toBe(1);
  });
});

describe('behind CloudFront', () => {
  it('refuses requests that do not carry the CloudFront origin secret, and trusts its viewer address', async () => {
    // Prepare: the cloud configuration, where CloudFront adds the secret header.
    const stack = await createTestStack();
    const app = createApp({ ...stack.deps, originVerify: 'cloudfront-secret' });
    const stay = await stack.createStay();
    const body = JSON.stringify({ stageId: stay.id, password: 'wrong' });
    const post = (headers: Record<string, string>) =>
      app.request('/api/auth/login', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
      });
    // Act
    const direct = await post({});
    const forged = await post({ 'x-origin-verify': 'guess' });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await post({ 'x-origin-verify': 'cloudfront-secret', 'cloudfront-viewer-address': '203.0.113.1:1000' });
    }
    const sameViewer = await post({
      'x-origin-verify': 'cloudfront-secret',
      'cloudfront-viewer-address': '203.0.113.1:2000',
    });
    const otherViewer = await post({
      'x-origin-verify': 'cloudfront-secret',
      'cloudfront-viewer-address': '203.0.113.2:1000',
    });
    // Assess
    expect(direct.status).toBe(403);
    expect(forged.status).toBe(403);
    expect(sameViewer.status).toBe(429);
    expect(otherViewer.status).toBe(401);
  });
});
