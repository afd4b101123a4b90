/**
 * A whole stay for the back-office form: passwords, picture and attachments with expiring links,
 * and what deleting it would remove, which its deletion's confirmation states.
 */

import type { UrlSigner } from '#functions/ports/url-signer.js';

import type { AdminStay } from '#shared/admin-schemas.js';
import { type RequireStayDeps, requireStay } from './require-stay.js';
import { type SummarizeStayDeletionDeps, summarizeStayDeletion } from './summarize-stay-deletion.js';

export interface ReadAdminStayDeps extends RequireStayDeps, SummarizeStayDeletionDeps {
  readonly signer: Pick<UrlSigner, 'getUrl'>;
}

export const readAdminStay = async (deps: ReadAdminStayDeps, stayId: string): Promise<AdminStay> => {
  const stay = await requireStay(deps, stayId);
  return {
    id: stay.id,
    nom_stage: stay.nom_stage,
    ville: stay.ville,
    cree_par: stay.cree_par,
    actif: stay.actif,
    date_debut: stay.date_debut,
    date_fin: stay.date_fin,
    mdp_formateur: stay.mdp_formateur,
    mdp_stagiaire: stay.mdp_stagiaire,
    photo: stay.photo ?? null,
    photoUrl: stay.photo ? await deps.signer.getUrl(stay.photo) : null,
    fichiers: await Promise.all(
      (stay.fichiers ?? []).map(async (file) => ({
        ...file,
        url: await deps.signer.getUrl(file.key, { downloadName: file.name }),
      })),
    ),
    version: stay.version,
    deletion: await summarizeStayDeletion(deps, stay),
  };
};
