/**
 * Who may call the trainer-area endpoints (contact, participants, photo deposit and deletion):
 * anonymous, a family of the stay, a trainer of another stay, a trainer of the stay and an
 * administrator, for every one of them. The endpoints are called with harmless inputs (unknown
 * ids), so nothing real changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { call, createTestStack, type TestStack } from '../helpers/test-stack.js';

type Caller = 'anonymous' | 'family' | 'otherTrainer' | 'trainer' | 'admin';
type Expected = 401 | 403 | 'allowed';

interface Endpoint {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: (stayId: string) => string;
  readonly body?: (stayId: string) => unknown;
}

const jpegFile = { name: 'IMG_0001.jpg', type: 'image/jpeg', size: 1000 };

const endpoints: Endpoint[] = [
  { name: 'formateurs/by-stage', method: 'GET', path: (id) => `/api/formateurs/by-stage/${id}` },
  { name: 'get-stagiaires', method: 'GET', path: (id) => `/api/get-stagiaires/${id}` },
  {
    name: 'save-stagiaires',
    method: 'POST',
    path: () => '/api/save-stagiaires',
    body: (stayId) => ({
      stageId: stayId,
      stagiaires: [{ id: 'unknownparticipant', nom: 'Nom', prenom: 'Prénom', mailRL: 'rl@example.com' }],
    }),
  },
  { name: 'delete_image', method: 'DELETE', path: (id) => `/api/delete_image/${id}/unknownphoto` },
  {
    name: 'delete_images',
    method: 'POST',
    path: (id) => `/api/delete_images/${id}`,
    body: () => ({ ids: ['unknownphoto'] }),
  },
  { name: 'doc_stage_formateur_all', method: 'GET', path: (id) => `/api/doc_stage_formateur_all/${id}` },
  {
    name: 'uploads (signing)',
    method: 'POST',
    path: (id) => `/api/doc_stage_formateur/${id}/uploads`,
    body: () => ({ files: [jpegFile] }),
  },
  {
    name: 'uploads/complete',
    method: 'POST',
    path: (id) => `/api/doc_stage_formateur/${id}/uploads/complete`,
    body: () => ({ count: 1 }),
  },
];

const expected: Record<Caller, Expected> = {
  anonymous: 401,
  family: 403,
  otherTrainer: 403,
  trainer: 'allowed',
  admin: 'allowed',
};

describe('trainer area: access to every endpoint', () => {
  let stack: TestStack;
  let stayId: string;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    stack = await createTestStack();
    const stay = await stack.createStay({ nom_stage: 'Séjour du formateur' });
    const other = await stack.createStay({ nom_stage: 'Autre séjour' });
    stayId = stay.id;
    const login = async (id: string, password: string) =>
      (
        (await call(stack.app, 'POST', '/api/auth/login', { body: { stageId: id, password } })).body as {
          token: string;
        }
      ).token;
    tokens.family = await login(stay.id, stay.mdp_stagiaire);
    tokens.trainer = await login(stay.id, stay.mdp_formateur);
    tokens.otherTrainer = await login(other.id, other.mdp_formateur);
    tokens.admin = await stack.deps.tokens.issueAdminToken('admin');
  });

  const cases = endpoints.flatMap((endpoint) =>
    (Object.keys(expected) as Caller[]).map((caller) => ({ endpoint, caller, outcome: expected[caller] })),
  );

  it.each(cases)('$endpoint.name as $caller: $outcome', async ({ endpoint, caller, outcome }) => {
    // Prepare
    const token = tokens[caller];
    const body = endpoint.body?.(stayId);
    // Act
    const answer = await call(stack.app, endpoint.method, endpoint.path(stayId), {
      ...(token ? { token } : {}),
      ...(body !== undefined ? { body } : {}),
    });
    // Assess
    if (outcome === 401) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: messages.api.unauthenticated });
    } else if (outcome === 403) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: messages.api.forbidden });
    } else {
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
