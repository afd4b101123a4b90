/** Families (participants) for administrators (spec 001 §2.3, §2.6, §7.3). */
import { messages } from '../../../shared/messages.js';
import type { ApiDeps } from '../../composition/api.js';
import { newId } from '../../domain/ids.js';
import { type ParticipantRecord, pageOfItems } from '../../domain/people.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';

const byName = (a: ParticipantRecord, b: ParticipantRecord): number =>
  a.nom.localeCompare(b.nom, 'fr') || a.prenom.localeCompare(b.prenom, 'fr');

const requireParticipant = async (deps: ApiDeps, id: string): Promise<ParticipantRecord> => {
  const participant = await deps.participants.get(id);
  if (!participant) throw new ServiceError('not-found', messages.backOffice.participantNotFound);
  return participant;
};

export const adminFamilyHandlers: RouteHandlers<
  | 'uniqueSejours'
  | 'deleteParticipantsOfStay'
  | 'listParticipants'
  | 'updateParticipant'
  | 'addParticipant'
  | 'deleteParticipant'
> = {
  async uniqueSejours(_input, deps) {
    const counts = new Map<string, number>();
    for (const participant of await deps.participants.listAll()) {
      counts.set(participant.stageId, (counts.get(participant.stageId) ?? 0) + 1);
    }
    const stays = (await deps.stages.list()).filter((stage) => counts.has(stage.id));
    const body = stays
      .sort(
        (a, b) => b.date_debut.localeCompare(a.date_debut) || a.nom_stage.localeCompare(b.nom_stage, 'fr'),
      )
      .map((stage) => ({
        stageId: stage.id,
        nomSejour: stage.nom_stage,
        dateDebut: stage.date_debut,
        dateFin: stage.date_fin,
        count: counts.get(stage.id) ?? 0,
      }));
    return { body };
  },

  async deleteParticipantsOfStay({ body }, deps) {
    const stage = (await deps.stages.list()).find(
      (s) => s.nom_stage === body.sejour && s.date_debut === body.dateDebut && s.date_fin === body.dateFin,
    );
    if (!stage) throw new ServiceError('not-found', messages.api.stageNotFound);
    const participants = await deps.participants.listByStage(stage.id);
    await deps.participants.removeMany(participants.map((participant) => participant.id));
    return { body: { message: messages.admin.traineesDeleted, deleted: participants.length } };
  },

  async listParticipants({ params, query }, deps) {
    const all = (await deps.participants.listByStage(params.stageId)).sort(byName);
    const page = pageOfItems(all, query.page, query.pageSize);
    return {
      body: {
        ...page,
        items: page.items.map(({ id, nom, prenom, email, stageId }) => ({ id, nom, prenom, email, stageId })),
      },
    };
  },

  async updateParticipant({ params, body }, deps) {
    const current = await requireParticipant(deps, params.id);
    const saved = await deps.participants.replace({
      ...current,
      nom: body.nom,
      prenom: body.prenom,
      email: body.mailRL,
    });
    if (!saved) throw new ServiceError('not-found', messages.backOffice.participantNotFound);
    return { body: { message: messages.admin.traineeUpdated } };
  },

  async addParticipant({ body }, deps) {
    const stage = await requireStay(deps, body.stageId);
    await deps.participants.put({
      id: newId(deps.clock()),
      stageId: stage.id,
      nom: body.nom,
      prenom: body.prenom,
      email: body.mailRL,
    });
    return { body: { message: messages.admin.traineeAdded } };
  },

  async deleteParticipant({ params }, deps) {
    if (!(await deps.participants.remove(params.id))) {
      throw new ServiceError('not-found', messages.backOffice.participantNotFound);
    }
    return { body: { message: messages.admin.familyDeleted } };
  },
};
