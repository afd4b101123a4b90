/**
 * A whole stay for the back-office form: passwords, picture and attachments with expiring links,
 * and what deleting it would remove, which its deletion's confirmation states.
 */

import type { UrlSigner } from '#functions/ports/url-signer.js';

import type { AdminStage } from '#shared/admin-schemas.js';
import { type RequireStayDeps, requireStay } from './require-stay.js';
import { type SummarizeStayDeletionDeps, summarizeStayDeletion } from './summarize-stay-deletion.js';

export interface ReadAdminStayDeps extends RequireStayDeps, SummarizeStayDeletionDeps {
  readonly signer: Pick<UrlSigner, 'getUrl'>;
}

export const readAdminStay = async (deps: ReadAdminStayDeps, stageId: string): Promise<AdminStage> => {
  const stage = await requireStay(deps, stageId);
  return {
    id: stage.id,
    nom_stage: stage.nom_stage,
    ville: stage.ville,
    cree_par: stage.cree_par,
    actif: stage.actif,
    date_debut: stage.date_debut,
    date_fin: stage.date_fin,
    mdp_formateur: stage.mdp_formateur,
    mdp_stagiaire: stage.mdp_stagiaire,
    photo: stage.photo ?? null,
    photoUrl: stage.photo ? await deps.signer.getUrl(stage.photo) : null,
    fichiers: await Promise.all(
      (stage.fichiers ?? []).map(async (file) => ({
        ...file,
        url: await deps.signer.getUrl(file.key, { downloadName: file.name }),
      })),
    ),
    version: stage.version,
    deletion: await summarizeStayDeletion(deps, stage),
  };
};
