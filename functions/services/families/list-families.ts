/**
 * One page of a stay's families, in alphabetical order. Storage hands out one page at a time, and
 * the stay record carries how many there are: a stay of thousands costs what a small one does.
 */

import { imageConsentOf } from '#functions/domain/image-consent.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { Participant } from '#shared/admin-schemas.js';
import { type RecountFamiliesDeps, recountFamilies } from './recount-families.js';

export interface ListFamiliesDeps extends RecountFamiliesDeps {
  readonly participants: Pick<ParticipantStore, 'pageByStay' | 'recount'>;
  readonly stays: RecountFamiliesDeps['stays'] & Pick<StayRepository, 'get'>;
}

export interface FamiliesPage {
  readonly items: Participant[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly next: string | null;
}

export const listFamilies = async (
  deps: ListFamiliesDeps,
  input: {
    readonly stageId: string;
    readonly page: number;
    readonly pageSize: number;
    readonly after?: string | undefined;
  },
): Promise<FamiliesPage> => {
  const { page, pageSize } = input;
  const stay = await deps.stays.get(input.stageId);
  if (!stay) return { items: [], page, pageSize, total: 0, next: null };
  const total = stay.familles ?? (await recountFamilies(deps, [stay.id])).get(stay.id) ?? 0;
  const found = await deps.participants.pageByStay(stay.id, {
    pageSize,
    ...(input.after ? { after: input.after } : { skip: (page - 1) * pageSize }),
  });
  // Only what the list shows: the other columns of an import stay on the server.
  return {
    page,
    pageSize,
    total,
    next: found.next ?? null,
    items: found.items.map(({ id, nom, prenom, email, stageId: stayId, groupe, ...record }) => ({
      id,
      nom,
      prenom,
      email,
      stageId: stayId,
      groupe: groupe ?? '',
      droit_image: imageConsentOf(record),
    })),
  };
};
