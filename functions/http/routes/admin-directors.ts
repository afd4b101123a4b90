/**
 * Directors (formateurs) for administrators (spec 001 §2.5, §7.4). A director is one record per
 * stay; the same person (same address) may be attached to several stays.
 */
import { messages } from '../../../shared/messages.js';
import type { ApiDeps } from '../../composition/api.js';
import { newId } from '../../domain/ids.js';
import { type DirectorRecord, isAssignable, pageOfItems, sameAddress } from '../../domain/people.js';
import { byStartDescending, type StageRecord } from '../../domain/stage.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';

const requireDirector = async (deps: ApiDeps, id: string): Promise<DirectorRecord> => {
  const director = await deps.directors.get(id);
  if (!director) throw new ServiceError('not-found', messages.backOffice.directorNotFound);
  return director;
};

export const adminDirectorHandlers: RouteHandlers<
  | 'listDirectorsByCategory'
  | 'addDirector'
  | 'updateDirector'
  | 'deleteDirector'
  | 'listDirectors'
  | 'assignableStages'
  | 'assignDirector'
> = {
  async listDirectorsByCategory({ params }, deps) {
    const directors = (await deps.directors.listByStage(params.stageId))
      .filter((director) => director.cat === params.type)
      .sort((a, b) => a.nom.localeCompare(b.nom, 'fr') || a.prenom.localeCompare(b.prenom, 'fr'));
    return {
      body: directors.map(({ id, nom, prenom, mail, telephone, cat, stageId }) => ({
        id,
        nom,
        prenom,
        mail,
        telephone,
        cat,
        stageId,
      })),
    };
  },

  async addDirector({ body }, deps) {
    await requireStay(deps, body.stageId);
    await deps.directors.put({ id: newId(deps.clock()), ...body });
    return { body: { message: messages.admin.trainerProcessed } };
  },

  async updateDirector({ params, body }, deps) {
    await requireDirector(deps, params.id);
    await requireStay(deps, body.stageId);
    if (!(await deps.directors.replace({ id: params.id, ...body }))) {
      throw new ServiceError('not-found', messages.backOffice.directorNotFound);
    }
    return { body: { message: messages.admin.trainerProcessed } };
  },

  async deleteDirector({ params }, deps) {
    if (!(await deps.directors.remove(params.id)))
      throw new ServiceError('not-found', messages.backOffice.directorNotFound);
    return { body: { message: messages.admin.trainerDeleted } };
  },

  async listDirectors({ query }, deps) {
    const [directors, stays] = await Promise.all([deps.directors.listAll(), deps.stages.list()]);
    const stayById = new Map(stays.map((stage) => [stage.id, stage]));
    const people = new Map<string, { first: DirectorRecord; stages: StageRecord[] }>();
    for (const director of directors) {
      const key = director.mail.trim().toLowerCase();
      const person = people.get(key) ?? { first: director, stages: [] };
      const stage = stayById.get(director.stageId);
      if (stage) person.stages.push(stage);
      people.set(key, person);
    }
    const q = query.q?.toLowerCase();
    const items = [...people.values()]
      .map(({ first, stages }) => ({
        id: first.id,
        nom: first.nom,
        prenom: first.prenom,
        mail: first.mail,
        telephone: first.telephone,
        cat: first.cat,
        stages: stages.sort(byStartDescending).map((s) => ({
          stageId: s.id,
          nom_stage: s.nom_stage,
          date_debut: s.date_debut,
          date_fin: s.date_fin,
        })),
      }))
      .filter((person) => !q || `${person.nom} ${person.prenom} ${person.mail}`.toLowerCase().includes(q))
      .sort((a, b) => a.nom.localeCompare(b.nom, 'fr') || a.prenom.localeCompare(b.prenom, 'fr'));
    return { body: pageOfItems(items, query.page, query.pageSize) };
  },

  async assignableStages(_input, deps) {
    const now = deps.clock();
    const stays = (await deps.stages.list())
      .filter((stage) => isAssignable(stage, now))
      .sort(byStartDescending);
    return {
      body: stays.map((s) => ({
        id: s.id,
        nomStage: s.nom_stage,
        dateDebut: s.date_debut,
        dateFin: s.date_fin,
        actif: s.actif,
      })),
    };
  },

  async assignDirector({ params, body }, deps) {
    const person = await requireDirector(deps, params.id);
    const now = deps.clock();
    const stays = new Map((await deps.stages.list()).map((stage) => [stage.id, stage]));
    const records = (await deps.directors.listAll()).filter((d) => sameAddress(d.mail, person.mail));
    const held = new Set(records.map((d) => d.stageId));
    const wanted = new Set(body.stages);
    for (const stageId of wanted) {
      const stage = stays.get(stageId);
      // The page sends back every stay the director has, finished ones too (it does not show
      // them): a finished stay already held is kept as it is, only a new one is refused.
      if (!stage || (!isAssignable(stage, now) && !held.has(stageId)))
        throw new ServiceError('invalid', messages.backOffice.stageNotAssignable);
    }
    const fields = {
      nom: body.nom,
      prenom: body.prenom,
      mail: body.mail,
      telephone: body.telephone,
      cat: body.cat,
    };
    // Past seasons stay as they were; current and coming stays become exactly the chosen ones.
    const current = records.filter((d) => {
      const stage = stays.get(d.stageId);
      return !stage || isAssignable(stage, now);
    });
    await deps.directors.removeMany(current.filter((d) => !wanted.has(d.stageId)).map((d) => d.id));
    const kept = current.filter((d) => wanted.has(d.stageId));
    await deps.directors.putMany([
      ...kept.map((d) => ({ ...d, ...fields })),
      ...[...wanted]
        .filter((stageId) => !held.has(stageId))
        .map((stageId) => ({ id: newId(now), stageId, ...fields })),
    ]);
    return { body: { message: messages.admin.trainerUpdated } };
  },
};
