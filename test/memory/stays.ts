/**
 * The stays store in memory, for unit tests of use cases: the same rules as the DynamoDB store (a
 * taken id refuses a create, a save needs the version it read, only an active stay is switched off).
 */
import type { StayStore } from '../../functions/adapters/stores/stays.js';
import type { StageRecord } from '../../functions/domain/stage.js';

export interface InMemoryStayStore extends StayStore {
  readonly records: Map<string, StageRecord>;
}

export const inMemoryStayStore = (stays: readonly StageRecord[] = []): InMemoryStayStore => {
  const records = new Map(stays.map((stay) => [stay.id, stay]));
  return {
    records,
    async get(id) {
      return records.get(id);
    },
    async list() {
      return [...records.values()];
    },
    async create(stage) {
      if (records.has(stage.id)) return false;
      records.set(stage.id, stage);
      return true;
    },
    async deactivate(id) {
      const stage = records.get(id);
      if (stage?.actif === 1) records.set(id, { ...stage, actif: 0, version: stage.version + 1 });
    },
    async replace(stage, expectedVersion) {
      if (records.get(stage.id)?.version !== expectedVersion) return 'conflict';
      records.set(stage.id, stage);
      return 'saved';
    },
    async remove(id) {
      return records.delete(id);
    },
  };
};

/** A stay as the back-office writes it, dated in July 2027 unless told otherwise. */
export const aStay = (overrides: Partial<StageRecord> = {}): StageRecord => ({
  id: 'st-colo-ocean',
  nom_stage: 'Colo Océan Découverte',
  ville: 'La Flotte',
  cree_par: 'Service séjours',
  actif: 1,
  date_debut: '2027-07-06',
  date_fin: '2027-07-17',
  mdp_formateur: 'Dir-Ocean-1',
  mdp_stagiaire: 'Fam-Ocean-1',
  token_version: 1,
  version: 1,
  ...overrides,
});
