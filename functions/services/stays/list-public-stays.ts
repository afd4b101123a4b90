/**
 * The list of stays families choose from: active stays only, except for an administrator, who sees
 * the switched-off ones too. Never a password; the picture through an expiring link.
 */

import { byStartDescending } from '#functions/domain/stay-order.js';
import type { Principal } from '#functions/domain/tokens.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { UrlSigner } from '#functions/ports/url-signer.js';
import type { PublicStay } from '#shared/schemas.js';

export interface ListPublicStaysDeps {
  readonly stays: Pick<StayRepository, 'list'>;
  readonly signer: Pick<UrlSigner, 'getUrl'>;
}

export const listPublicStays = async (
  deps: ListPublicStaysDeps,
  caller: Pick<Principal, 'role'> | undefined,
): Promise<PublicStay[]> => {
  const all = await deps.stays.list();
  const visible = caller?.role === 'admin' ? all : all.filter((stay) => stay.actif === 1);
  return Promise.all(
    visible.sort(byStartDescending).map(async (stay) => ({
      id: stay.id,
      nom_stage: stay.nom_stage,
      ville: stay.ville,
      date_debut: stay.date_debut,
      date_fin: stay.date_fin,
      actif: stay.actif,
      photo: stay.photo ?? null,
      photoUrl: stay.photo ? await deps.signer.getUrl(stay.photo) : null,
    })),
  );
};
