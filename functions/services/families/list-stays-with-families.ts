/** The stays that have families, latest first, each with its number of families. */
import type { UniqueSejour } from '../../../shared/admin-schemas.js';
import type { ParticipantStore } from '../../adapters/stores/participants.js';
import type { StageRecord } from '../../domain/stage.js';
import { byStartDescending } from '../../domain/stay-order.js';

export interface ListStaysWithFamiliesDeps {
  readonly participants: Pick<ParticipantStore, 'listAll'>;
  readonly stages: { list(): Promise<StageRecord[]> };
}

export const listStaysWithFamilies = async (deps: ListStaysWithFamiliesDeps): Promise<UniqueSejour[]> => {
  const counts = new Map<string, number>();
  for (const participant of await deps.participants.listAll()) {
    counts.set(participant.stageId, (counts.get(participant.stageId) ?? 0) + 1);
  }
  return (await deps.stages.list())
    .filter((stage) => counts.has(stage.id))
    .sort(byStartDescending)
    .map((stage) => ({
      stageId: stage.id,
      nomSejour: stage.nom_stage,
      dateDebut: stage.date_debut,
      dateFin: stage.date_fin,
      count: counts.get(stage.id) ?? 0,
    }));
};
