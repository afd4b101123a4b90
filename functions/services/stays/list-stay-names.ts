/** The back-office list of stays (name and dates), searched and paginated on the server. */

import type { z } from 'zod';
import { pageOfItems } from '#functions/domain/people.js';
import { stayMatches } from '#functions/domain/stay.js';
import { byStartDescending } from '#functions/domain/stay-order.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { pageQuerySchema, stayNamePageSchema } from '#shared/admin-schemas.js';

export interface ListStayNamesDeps {
  readonly stays: Pick<StayRepository, 'list'>;
}

export const listStayNames = async (
  deps: ListStayNamesDeps,
  query: z.infer<typeof pageQuerySchema>,
): Promise<z.infer<typeof stayNamePageSchema>> => {
  const stays = (await deps.stays.list())
    .filter((stay) => stayMatches(stay, query.q))
    .sort(byStartDescending);
  const page = pageOfItems(stays, query.page, query.pageSize);
  return {
    ...page,
    items: page.items.map((stay) => ({
      id: stay.id,
      nomStage: stay.nom_stage,
      dateDebut: stay.date_debut,
      dateFin: stay.date_fin,
      actif: stay.actif,
    })),
  };
};
