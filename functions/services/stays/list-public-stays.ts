/**
 * The list of stays families choose from: active stays only, except for an administrator, who sees
 * the switched-off ones too. Never a password; the picture through an expiring link.
 */

import { byStartDescending } from '#functions/domain/stay-order.js';
import type { Principal } from '#functions/domain/tokens.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import type { PublicStage } from '#shared/schemas.js';

export interface ListPublicStaysDeps {
  readonly stages: Pick<StayRepository, 'list'>;
  readonly signer: Pick<UrlSigner, 'getUrl'>;
}

export const listPublicStays = async (
  deps: ListPublicStaysDeps,
  caller: Pick<Principal, 'role'> | undefined,
): Promise<PublicStage[]> => {
  const all = await deps.stages.list();
  const visible = caller?.role === 'admin' ? all : all.filter((stage) => stage.actif === 1);
  return Promise.all(
    visible.sort(byStartDescending).map(async (stage) => ({
      id: stage.id,
      nom_stage: stage.nom_stage,
      ville: stage.ville,
      date_debut: stage.date_debut,
      date_fin: stage.date_fin,
      actif: stage.actif,
      photo: stage.photo ?? null,
      photoUrl: stage.photo ? await deps.signer.getUrl(stage.photo) : null,
    })),
  );
};
