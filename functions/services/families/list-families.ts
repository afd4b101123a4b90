/** One page of a stay's families, in alphabetical order. */
import type { Participant } from '../../../shared/admin-schemas.js';
import type { ParticipantStore } from '../../adapters/stores/participants.js';
import { imageConsentOf } from '../../domain/image-consent.js';
import { byName, pageOfItems } from '../../domain/people.js';

export interface ListFamiliesDeps {
  readonly participants: Pick<ParticipantStore, 'listByStage'>;
}

export interface FamiliesPage {
  readonly items: Participant[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export const listFamilies = async (
  deps: ListFamiliesDeps,
  input: { readonly stageId: string; readonly page: number; readonly pageSize: number },
): Promise<FamiliesPage> => {
  const all = (await deps.participants.listByStage(input.stageId)).sort(byName);
  const page = pageOfItems(all, input.page, input.pageSize);
  // Only what the list shows: the other columns of an import stay on the server.
  return {
    ...page,
    items: page.items.map(({ id, nom, prenom, email, stageId, groupe, ...record }) => ({
      id,
      nom,
      prenom,
      email,
      stageId,
      groupe: groupe ?? '',
      droit_image: imageConsentOf(record),
    })),
  };
};
