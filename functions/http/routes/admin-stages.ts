/** Back-office stays: create, read with passwords, save, delete. */
import type { AdminStage } from '../../../shared/admin-schemas.js';
import { stageFileKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import type { ApiDeps } from '../../composition/api.js';
import { newId } from '../../domain/ids.js';
import { pageOfItems } from '../../domain/people.js';
import type { StageRecord } from '../../domain/stage.js';
import { deletePhotos } from '../../services/photos/delete-photos.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';
import { assertUploaded, extensionFor, signFile } from './admin-uploads.js';

export const byStartDescending = (a: StageRecord, b: StageRecord): number =>
  b.date_debut.localeCompare(a.date_debut) || a.nom_stage.localeCompare(b.nom_stage, 'fr');

const matches = (stage: StageRecord, q: string | undefined): boolean => {
  if (!q) return true;
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return fold(`${stage.nom_stage} ${stage.ville} ${stage.date_debut} ${stage.date_fin}`).includes(fold(q));
};

const toAdminStage = async (deps: ApiDeps, stage: StageRecord): Promise<AdminStage> => ({
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
});

export const adminStageHandlers: RouteHandlers<
  'listStageNames' | 'signStageFiles' | 'createStage' | 'getAdminStage' | 'updateStage' | 'deleteStage'
> = {
  async listStageNames({ query }, deps) {
    const stays = (await deps.stages.list())
      .filter((stage) => matches(stage, query.q))
      .sort(byStartDescending);
    const page = pageOfItems(stays, query.page, query.pageSize);
    return {
      body: {
        ...page,
        items: page.items.map((stage) => ({
          id: stage.id,
          nomStage: stage.nom_stage,
          dateDebut: stage.date_debut,
          dateFin: stage.date_fin,
          actif: stage.actif,
        })),
      },
    };
  },

  async signStageFiles({ body }, deps) {
    const now = deps.clock();
    const photo = body.photo
      ? await signFile(deps, stageFileKey(newId(now), extensionFor(body.photo.type)), body.photo)
      : null;
    const fichiers = await Promise.all(
      body.fichiers.map((file) => signFile(deps, stageFileKey(newId(now), extensionFor(file.type)), file)),
    );
    return { body: { photo, fichiers } };
  },

  async createStage({ body }, deps) {
    await Promise.all(
      [body.photo, ...body.fichiers.map((file) => file.key)].map((key) => assertUploaded(deps, key)),
    );
    const stage: StageRecord = {
      id: newId(deps.clock()),
      nom_stage: body.nom_stage,
      ville: body.ville,
      cree_par: body.cree_par,
      actif: body.actif,
      date_debut: body.date_debut,
      date_fin: body.date_fin,
      mdp_formateur: body.mdp_formateur,
      mdp_stagiaire: body.mdp_stagiaire,
      photo: body.photo,
      fichiers: body.fichiers,
      token_version: 1,
      version: 1,
    };
    if (!(await deps.stages.create(stage))) throw new ServiceError('conflict', messages.backOffice.conflict);
    return { body: { message: messages.admin.created, id: stage.id } };
  },

  async getAdminStage({ params }, deps) {
    return { body: await toAdminStage(deps, await requireStay(deps, params.stageId)) };
  },

  async updateStage({ params, body }, deps) {
    const current = await requireStay(deps, params.stageId);
    if (current.version !== body.version) throw new ServiceError('conflict', messages.backOffice.conflict);
    const newKeys = [
      ...(body.photo && body.photo !== current.photo ? [body.photo] : []),
      ...(body.fichiers ?? [])
        .map((file) => file.key)
        .filter((key) => !current.fichiers?.some((f) => f.key === key)),
    ];
    await Promise.all(newKeys.map((key) => assertUploaded(deps, key)));
    const passwordsChanged =
      body.mdp_formateur !== current.mdp_formateur || body.mdp_stagiaire !== current.mdp_stagiaire;
    const next: StageRecord = {
      ...current,
      nom_stage: body.nom_stage,
      ville: body.ville,
      cree_par: body.cree_par,
      actif: body.actif,
      date_debut: body.date_debut,
      date_fin: body.date_fin,
      mdp_formateur: body.mdp_formateur,
      mdp_stagiaire: body.mdp_stagiaire,
      photo: body.photo ?? current.photo,
      fichiers: body.fichiers ?? current.fichiers ?? [],
      // Tokens carry this number: changing a password ends the sessions opened with the old one.
      token_version: passwordsChanged ? current.token_version + 1 : current.token_version,
      version: current.version + 1,
    };
    const outcome = await deps.stageWrites.replace(next, body.version);
    if (outcome === 'conflict') throw new ServiceError('conflict', messages.backOffice.conflict);
    const dropped = [
      ...(current.photo && current.photo !== next.photo ? [current.photo] : []),
      ...(current.fichiers ?? [])
        .filter((f) => !next.fichiers?.some((n) => n.key === f.key))
        .map((f) => f.key),
    ];
    if (dropped.length > 0) await deps.media.delete(dropped);
    return { body: { message: messages.admin.stageModified, version: next.version } };
  },

  async deleteStage({ params }, deps) {
    const stage = await requireStay(deps, params.stageId);
    const [participants, directors] = await Promise.all([
      deps.participants.listByStage(stage.id),
      deps.directors.listByStage(stage.id),
    ]);
    await deps.participants.removeMany(participants.map((p) => p.id));
    await deps.directors.removeMany(directors.map((d) => d.id));
    // Its photos go as any deletion does (objects first, record last); a photo kept stops it here.
    const photos = await deps.photos.listByStage(stage.id);
    const { failed } = await deletePhotos(deps, { stageId: stage.id, ids: photos.map((p) => p.photoId) });
    if (failed.length > 0) throw new ServiceError('failed', messages.console.someDeletionsFailed);
    if (!(await deps.stageWrites.remove(stage.id)))
      throw new ServiceError('not-found', messages.api.stageNotFound);
    const keys = [...(stage.photo ? [stage.photo] : []), ...(stage.fichiers ?? []).map((file) => file.key)];
    await deps.media.delete(keys);
    return { body: { message: messages.admin.stageDeleted } };
  },
};

/** Used by the password lookups: addresses once each, whatever their case. */
export const uniqueAddresses = (addresses: readonly string[]): string[] => {
  const seen = new Map<string, string>();
  for (const address of addresses) {
    const trimmed = address.trim();
    if (!seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
};
