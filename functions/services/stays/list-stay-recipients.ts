/**
 * Who gets a stay's password by mail: how many directors or families, the first few addresses, and
 * the password of that type (null when the stay has none). The whole list never leaves the server:
 * a mail to the whole stay is addressed there (see queueAdminMail), so a stay of thousands of
 * families costs one count kept on the stay and one short page of families.
 */

import type { z } from 'zod';
import { uniqueAddresses } from '#functions/domain/recipients.js';
import type { StayRecord } from '#functions/domain/stay.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import {
  RECIPIENTS_SHOWN,
  type recipientsParamsSchema,
  type recipientsResponseSchema,
} from '#shared/admin-schemas.js';
import { type RecountFamiliesDeps, recountFamilies } from '../families/recount-families.js';
import { type RequireStayDeps, requireStay } from './require-stay.js';

export interface ListStayRecipientsDeps extends RecountFamiliesDeps {
  readonly stays: RecountFamiliesDeps['stays'] & RequireStayDeps['stays'];
  readonly participants: Pick<ParticipantStore, 'pageByStay' | 'recount'>;
  readonly directors: Pick<DirectorStore, 'listByStay'>;
}

/**
 * Families sharing an address (siblings) or without one leave fewer distinct addresses than
 * families: a page a little longer than what is shown still fills it in the usual case.
 */
const FAMILIES_READ = RECIPIENTS_SHOWN * 4;

const familyRecipients = async (deps: ListStayRecipientsDeps, stay: StayRecord) => {
  const [total, page] = await Promise.all([
    stay.familles ?? recountFamilies(deps, [stay.id]).then((counts) => counts.get(stay.id) ?? 0),
    deps.participants.pageByStay(stay.id, { pageSize: FAMILIES_READ }),
  ]);
  const addresses = uniqueAddresses(page.items.map((family) => family.email).filter(Boolean));
  return { total, shown: addresses.slice(0, RECIPIENTS_SHOWN) };
};

/** Directors are grouped by address: each gets one mail, whatever their categories. */
const directorRecipients = async (deps: ListStayRecipientsDeps, stay: StayRecord) => {
  const addresses = uniqueAddresses(
    (await deps.directors.listByStay(stay.id)).map((director) => director.mail).filter(Boolean),
  );
  return { total: addresses.length, shown: addresses.slice(0, RECIPIENTS_SHOWN) };
};

export const listStayRecipients = async (
  deps: ListStayRecipientsDeps,
  { stageId: stayId, type }: z.infer<typeof recipientsParamsSchema>,
): Promise<z.infer<typeof recipientsResponseSchema>> => {
  const stay = await requireStay(deps, stayId);
  const password = type === 'formateur' ? stay.mdp_formateur : stay.mdp_stagiaire;
  return {
    stageId: stay.id,
    nom_stage: stay.nom_stage,
    password: password || null,
    ...(type === 'formateur' ? await directorRecipients(deps, stay) : await familyRecipients(deps, stay)),
  };
};
