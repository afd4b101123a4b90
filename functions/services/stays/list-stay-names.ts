/** The back-office list of stays (name and dates), searched and paginated on the server. */

import type { z } from 'zod';
import { pageOfItems } from '#functions/domain/people.js';
import { stayMatches } from '#functions/domain/stage.js';
import { byStartDescending } from '#functions/domain/stay-order.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { pageQuerySchema, stageNamePageSchema } from '#shared/admin-schemas.js';

export interface ListStayNamesDeps {
  readonly stages: Pick<StayRepository, 'list'>;
}

export const listStayNames = async (
  deps: ListStayNamesDeps,
  query: z.infer<typeof pageQuerySchema>,
): Promise<z.infer<typeof stageNamePageSchema>> => {
  const stays = (await deps.stages.list())
    .filter((stage) => stayMatches(stage, query.q))
    .sort(byStartDescending);
  const page = pageOfItems(stays, query.page, query.pageSize);
  return {
    ...page,
    items: page.items.map((stage) => ({
      id: stage.id,
      nomStage: stage.nom_stage,
      dateDebut: stage.date_debut,
      dateFin: stage.date_fin,
      actif: stage.actif,
    })),
  };
};
