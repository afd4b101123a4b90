import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { inMemoryCreateRequests } from '#test/memory/create-requests.js';
import { createOnce } from './create-once.js';

const clock = () => new Date('2026-07-01T10:00:00Z');
const request = { action: 'createComment', key: 'cle-0001', caller: { tokenId: 't1' }, body: { nom: 'Zoé' } };

const counting = () => {
  let created = 0;
  const create = async () => {
    created += 1;
    return { status: 201, body: { id: `q${created}` }, headers: { 'X-Test': 'oui' } };
  };
  return { create, created: () => created };
};

describe('createOnce', () => {
  it('creates once for the same request twice, and answers the second with the first answer', async () => {
    // Prepare
    const deps = { createRequests: inMemoryCreateRequests(), clock };
    const { create, created } = counting();
    // Act
    const first = await createOnce(deps, request, create);
    const second = await createOnce(deps, request, create);
    // Assess
    expect(created()).toBe(1);
    expect(second).toEqual({ status: 201, body: { id: 'q1' } });
    expect(first).toMatchObject(second);
  });

  it('creates again for another key, another caller or another content', async () => {
    // Prepare
    const deps = { createRequests: inMemoryCreateRequests(), clock };
    const { create, created } = counting();
    // Act
    await createOnce(deps, request, create);
    await createOnce(deps, { ...request, key: 'cle-0002' }, create);
    await createOnce(deps, { ...request, caller: { tokenId: 't2' } }, create);
    await createOnce(deps, { ...request, body: { nom: 'Léa' } }, create);
    await createOnce(deps, { ...request, action: 'createReply' }, create);
    // Assess
    expect(created()).toBe(5);
  });

  it('refuses a repeat while the first is still running, in French', async () => {
    // Prepare
    const deps = { createRequests: inMemoryCreateRequests(), clock };
    let finish: () => void = () => undefined;
    const slow = () =>
      new Promise<{ status: number; body: unknown }>((resolve) => {
        finish = () => resolve({ status: 201, body: {} });
      });
    const first = createOnce(deps, request, slow);
    // Act
    const repeat = await createOnce(deps, request, slow).catch((e: unknown) => e);
    finish();
    await first;
    // Assess
    expect(repeat).toMatchObject({ kind: 'conflict', message: messages.api.requestInFlight });
  });

  it('lets a refused create be tried again with the same key', async () => {
    // Prepare
    const deps = { createRequests: inMemoryCreateRequests(), clock };
    const { create, created } = counting();
    const refused = async (): Promise<{ status: number; body: unknown }> => {
      throw new Error('refusé');
    };
    // Act
    await createOnce(deps, request, refused).catch(() => undefined);
    const retried = await createOnce(deps, request, create);
    // Assess
    expect(created()).toBe(1);
    expect(retried.status).toBe(201);
  });
});
