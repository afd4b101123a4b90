import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { aDirector } from '#test/fixtures/people.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { ServiceError } from '../service-error.js';
import { requireDirector } from './require-director.js';

describe('requireDirector', () => {
  it('finds the director', async () => {
    const director = aDirector({ id: 'd1', stageId: 's1' });
    await expect(requireDirector({ directors: inMemoryDirectorStore([director]) }, 'd1')).resolves.toEqual(
      director,
    );
  });

  it('refuses an unknown director as not found, in French', async () => {
    const refusal = await requireDirector({ directors: inMemoryDirectorStore() }, 'd404').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.backOffice.directorNotFound });
  });
});
