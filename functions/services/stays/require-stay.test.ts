import { describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { requireStay } from './require-stay.js';

const stay = { id: 'st-1', nom_stage: 'Noël à la neige' } as StayRecord;
const stays = { get: async (id: string) => (id === stay.id ? stay : undefined) };

describe('requireStay', () => {
  it('finds the stay', async () => {
    await expect(requireStay({ stays: stays }, 'st-1')).resolves.toBe(stay);
  });

  it('refuses an unknown stay as not found, in French', async () => {
    const refusal = await requireStay({ stays: stays }, 'st-404').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
