/**
 * What the device keeps for the child finder, in this browser's IndexedDB and nowhere else: each
 * stay's references (picture and template), each scanned photo's templates, and until when the stay
 * is kept. Everything of a stay goes at once: by "Oublier", or when its date has passed.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { FACE_TEMPLATE_VERSION } from '#shared/face-model';
import { isExpired } from './keep-until';

export interface TemplateRecord {
  stayId: string;
  photoId: string;
  /** The strip the templates were read from (see faces-key.ts). */
  facesKey: string;
  /** One template per face of the strip that the model could read. */
  templates: Float32Array[];
}

export interface ReferenceRecord {
  id: string;
  stayId: string;
  preview: Blob;
  template: Float32Array;
  addedAt: number;
}

interface StayRecord {
  stayId: string;
  /** Instant (ms) after which everything of the stay is deleted. */
  keptUntil: number;
}

interface FaceFinderSchema extends DBSchema {
  stays: { key: string; value: StayRecord; indexes: { byKeptUntil: number } };
  templates: { key: [string, string]; value: TemplateRecord; indexes: { byStay: string } };
  references: { key: string; value: ReferenceRecord; indexes: { byStay: string } };
}

const DATABASE = 'trouver-mon-enfant';

export interface FaceStore {
  templates(): Promise<TemplateRecord[]>;
  putTemplates(record: Omit<TemplateRecord, 'stayId'>): Promise<void>;
  deleteTemplates(photoIds: readonly string[]): Promise<void>;
  references(): Promise<ReferenceRecord[]>;
  addReference(record: Omit<ReferenceRecord, 'stayId'>): Promise<void>;
  removeReference(id: string): Promise<void>;
  /** Deletes every record of the stay. */
  forget(): Promise<void>;
  close(): void;
}

type Database = IDBPDatabase<FaceFinderSchema>;

const deleteStay = async (db: Database, stayId: string): Promise<void> => {
  const tx = db.transaction(['stays', 'templates', 'references'], 'readwrite');
  // An index query by one key: the stay's id itself is the range.
  const templateKeys = await tx.objectStore('templates').index('byStay').getAllKeys(stayId);
  const referenceKeys = await tx.objectStore('references').index('byStay').getAllKeys(stayId);
  await Promise.all([
    ...templateKeys.map((key) => tx.objectStore('templates').delete(key)),
    ...referenceKeys.map((key) => tx.objectStore('references').delete(key)),
    tx.objectStore('stays').delete(stayId),
    tx.done,
  ]);
};

/** Deletes the records of every stay (this one or another) whose date has passed. */
const deleteExpired = async (db: Database, now: number): Promise<void> => {
  const stays = await db.getAll('stays');
  for (const stay of stays) if (isExpired(stay.keptUntil, now)) await deleteStay(db, stay.stayId);
};

/**
 * Opens the stay's records: first deletes whatever has expired, then records until when this stay
 * is kept (moved forward at each opening when the stay has no date of its own).
 */
export async function openFaceStore(stayId: string, keptUntil: number, now: number): Promise<FaceStore> {
  // The database's version is the way templates are read: a template read another way cannot be
  // compared with the new ones, so opening with a newer model empties the references and templates
  // (the family chooses its child's faces again) and keeps only the stays' dates.
  const db = await openDB<FaceFinderSchema>(DATABASE, FACE_TEMPLATE_VERSION, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion > 0) {
        void transaction.objectStore('templates').clear();
        void transaction.objectStore('references').clear();
        return;
      }
      database.createObjectStore('stays', { keyPath: 'stayId' }).createIndex('byKeptUntil', 'keptUntil');
      database
        .createObjectStore('templates', { keyPath: ['stayId', 'photoId'] })
        .createIndex('byStay', 'stayId');
      database.createObjectStore('references', { keyPath: 'id' }).createIndex('byStay', 'stayId');
    },
  });
  await deleteExpired(db, now);
  if (isExpired(keptUntil, now)) await deleteStay(db, stayId);
  // The stay's date is recorded with its first record and again after "Oublier", never alone, so
  // that forgetting leaves nothing at all of the stay on the device.
  let dated = false;
  const keepDated = async (): Promise<void> => {
    if (dated) return;
    await db.put('stays', { stayId, keptUntil });
    dated = true;
  };
  if ((await db.get('stays', stayId)) !== undefined) await keepDated();

  return {
    templates: () => db.getAllFromIndex('templates', 'byStay', stayId),
    putTemplates: async (record) => {
      await keepDated();
      await db.put('templates', { ...record, stayId });
    },
    deleteTemplates: async (photoIds) => {
      if (photoIds.length === 0) return;
      const tx = db.transaction('templates', 'readwrite');
      await Promise.all([...photoIds.map((photoId) => tx.store.delete([stayId, photoId])), tx.done]);
    },
    references: async () =>
      (await db.getAllFromIndex('references', 'byStay', stayId)).sort((a, b) => a.addedAt - b.addedAt),
    addReference: async (record) => {
      await keepDated();
      await db.put('references', { ...record, stayId });
    },
    removeReference: async (id) => {
      const record = await db.get('references', id);
      if (record?.stayId === stayId) await db.delete('references', id);
    },
    forget: async () => {
      await deleteStay(db, stayId);
      dated = false;
    },
    close: () => db.close(),
  };
}
