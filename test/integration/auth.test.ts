import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { TOKEN_AUDIENCE } from '#functions/domain/tokens.js';
import { LOGIN_MAX_FAILURES, STAY_TOKEN_TTL_SECONDS } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('stay sign-in (POST /api/auth/login)', () => {
  let stack: TestStack;
  let stay: StayRecord;

  beforeAll(async () => {
    stack = await createTestStack();
    stay = await stack.createStay();
  });

  it('opens a family session with the family password', async () => {
    // Act
    const answer = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: stay.id, password: stay.mdp_stagiaire },
    });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      userRole: 'stagiaire',
      stageId: stay.id,
      message: messages.login.success,
    });
  });

  it('opens a trainer session with the director password, also under the /api/api alias', async () => {
    const answer = await call(stack.app, 'POST', '/api/api/auth/login', {
      body: { stageId: stay.id, password: stay.mdp_formateur },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userRole: 'formateur', stageId: stay.id });
  });

  it('answers an unknown stay exactly like a wrong password', async () => {
    // Prepare
    const other = await stack.createStay();
    // Act
    const wrong = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: other.id, password: 'nope' },
    });
    const unknown = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: 'inconnu', password: 'nope' },
    });
    // Assess
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ message: messages.api.wrongPassword });
  });

  it('locks a stay for the address once its failures fill its budget: the next attempt gets 429, even with the right password', async () => {
    // Prepare
    const locked = await stack.createStay();
    for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES; attempt += 1) {
      const answer = await call(stack.app, 'POST', '/api/auth/login', {
        body: { stageId: locked.id, password: 'x' },
      });
      expect(answer.status).toBe(401);
    }
    // Act
    const next = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: locked.id, password: locked.mdp_stagiaire },
    });
    // Assess
    expect(next.status).toBe(429);
    expect(next.body).toEqual({ message: messages.api.tooManyAttempts });
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses malformed bodies with a French message', async () => {
    const answer = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: '../etc', password: '' },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(/[a-zé]/i);
  });
});

describe('tokens', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let familyToken: string;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    stack = await createTestStack(() => new Date(Date.now() + clockOffsetMs));
    stay = await stack.createStay();
    const login = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: stay.id, password: stay.mdp_stagiaire },
    });
    familyToken = (login.body as { token: string }).token;
  });

  const readStay = (token?: string) =>
    call(stack.app, 'GET', `/api/stages/${stay.id}`, token ? { token } : {});

  it('reads the stay with a valid token', async () => {
    const answer = await readStay(familyToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: stay.id, nom_stage: stay.nom_stage });
  });

  it('answers 401 without a token', async () => {
    const answer = await readStay();
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: messages.api.unauthenticated });
  });

  it('rejects a tampered token', async () => {
    // Prepare: swap the payload for one claiming another stay, keep the signature.
    const [header, , signature] = familyToken.split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'admin', sub: 'admin:x' })).toString('base64url');
    // Act
    const answer = await readStay(`${header}.${forged}.${signature}`);
    // Assess
    expect(answer.status).toBe(401);
  });

  it('rejects an unsigned token (alg: none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(
      JSON.stringify({ role: 'stagiaire', stageId: stay.id, tv: 1, sub: 'x', iat: now, exp: now + 600 }),
    ).toString('base64url');
    const answer = await readStay(`${header}.${payload}.`);
    expect(answer.status).toBe(401);
  });

  it('rejects a token signed with another key', async () => {
    // Prepare
    const now = Math.floor(Date.now() / 1000);
    const otherKey = new TextEncoder().encode('another-secret-another-secret-another-secret');
    const foreign = await new SignJWT({ role: 'stagiaire', stageId: stay.id, tv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('portail-photos')
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('x')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(otherKey);
    // Act
    const answer = await readStay(foreign);
    // Assess
    expect(answer.status).toBe(401);
  });

  it('rejects a family token older than 12 hours', async () => {
    // Prepare: a token issued now, read 12 hours and one second later.
    const token = await stack.deps.tokens.issueStayToken('stagiaire', stay.id, 1);
    clockOffsetMs = STAY_TOKEN_TTL_SECONDS * 1000 + 1000;
    // Act
    const answer = await readStay(token);
    clockOffsetMs = 0;
    // Assess
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: messages.api.invalidToken });
  });

  it('ends sessions made with an old password version', async () => {
    // Prepare: the stay's token version moves on when its passwords change.
    const changed = await stack.createStay();
    const login = await call(stack.app, 'POST', '/api/auth/login', {
      body: { stageId: changed.id, password: changed.mdp_stagiaire },
    });
    const token = (login.body as { token: string }).token;
    await stack.deps.clients.dynamo.send(
      new UpdateCommand({
        TableName: stack.names.tables.stages,
        Key: { id: changed.id },
        UpdateExpression: 'SET token_version = :v',
        ExpressionAttributeValues: { ':v': 2 },
      }),
    );
    // Act
    const answer = await call(stack.app, 'GET', `/api/stages/${changed.id}`, { token });
    // Assess
    expect(answer.status).toBe(401);
  });
});
